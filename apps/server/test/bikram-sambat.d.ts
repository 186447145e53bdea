// bikram-sambat ships no types; the invoice test uses it as a second converter to check the first.
declare module "bikram-sambat" {
  const bikramSambat: {
    /** "2024-07-16" (AD) → "2081-04-01" (BS). */
    toBik_euro(greg: string): string;
  };
  export default bikramSambat;
}
