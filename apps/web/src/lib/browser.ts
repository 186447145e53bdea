/** Full page loads leave the single-page app (e.g. to Google's sign-in); one seam tests can spy on. */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};
