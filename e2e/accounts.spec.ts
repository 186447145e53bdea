import { expect, test } from "@playwright/test";
import { mailText, waitForCode, waitForConfirmationCode, waitForMail } from "./support/mail";
import { isMobile, logIn, logOut, newAccount, screenshot, signUp, submitSignUp, toast } from "./support/shopper";

// Accounts end to end (docs/requirements/accounts.md): each test makes its
// own account, so tests and the two projects never share a user (except the one Google user).

// ---- the tests --------------------------------------------------------------------------------

test("a shopper signs up, signs out and signs back in; a wrong password is refused", async ({ page }, testInfo) => {
  const account = newAccount(testInfo, "signup");
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Login to your account")).toBeVisible();
  await screenshot(page, testInfo, "auth");

  await signUp(page, account);
  if (!isMobile(testInfo)) await expect(page.getByRole("banner").getByText(account.fullName)).toBeVisible();
  await logOut(page, testInfo);
  await expect(page.getByRole("link", { name: "Profile" })).toHaveCount(0);

  await logIn(page, account.email, "not-my-password");
  await expect(toast(page, "Invalid credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Logged in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(account.email).first()).toBeVisible();

  // The session survives a reload, and a signed-in visitor is sent on from /auth.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/profile$/);
});

test("a new account confirms its e-mail with the code from the mail", async ({ page }, testInfo) => {
  const account = newAccount(testInfo, "verify");
  const signedUpAt = Date.now();
  await page.goto("/auth");
  await submitSignUp(page, account);
  // Sign-up lands on "confirm your e-mail"; the profile meanwhile says the address is not confirmed.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await screenshot(page, testInfo, "verify-email");
  const code = await waitForConfirmationCode(testInfo, account.email, signedUpAt);

  await page.getByLabel("Code from the e-mail").fill("12");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Enter the 6-digit code from the e-mail")).toBeVisible();
  await page.getByLabel("Code from the e-mail").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("The code is wrong or has expired")).toBeVisible();

  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByText("Your e-mail address is confirmed.").first()).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(/Confirm your e-mail address so that/)).toHaveCount(0);
  // The server says so too, after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: account.fullName })).toBeVisible();
  await expect(page.getByText(/Confirm your e-mail address so that/)).toHaveCount(0);
});

test("an invitation to a shopper's address grants nothing until they open the link signed in", async ({ page, browser, baseURL }, testInfo) => {
  const account = newAccount(testInfo, "invitee");
  await signUp(page, account);
  // The owner (scripts/e2e-server.mjs) invites that address through the API.
  const owner = await browser.newContext({ baseURL });
  const headers = { Origin: baseURL! };
  expect((await owner.request.post("/api/auth/login", { headers, data: { email: "owner@pasal.test", password: "owner-pass-123" } })).ok()).toBeTruthy();
  const invitedAt = Date.now();
  const invite = await owner.request.post("/api/admin/staff", { headers, data: { email: account.email, role: "support" } });
  expect(invite.status(), await invite.text()).toBe(201);
  await owner.close();
  // Invited is not staff: the shopper's session has no back office yet.
  expect((await page.request.get("/api/admin/me")).status()).toBe(403);

  const link = /https?:\/\/\S+\/admin\/invite\?token=[\w%-]+/.exec(mailText(await waitForMail(testInfo, account.email, invitedAt)))?.[0];
  expect(link, "the invitation mail holds a link").toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText(`You are signed in as ${account.email}`)).toBeVisible();
  await screenshot(page, testInfo, "invite-signed-in");
  await page.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await (await page.request.get("/api/admin/me")).json()).toMatchObject({ role: "support" });
});

test("a forgotten password is reset with the code from the mail", async ({ page }, testInfo) => {
  const account = newAccount(testInfo, "forgot");
  await signUp(page, account);
  await logOut(page, testInfo);

  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page.getByText("Please enter your email")).toBeVisible();

  const askedAt = Date.now();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(toast(page, `OTP sent to ${account.email}`)).toBeVisible();
  const code = await waitForCode(testInfo, account.email, askedAt);

  await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
  await page.getByLabel("OTP code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();

  const newPassword = "dhanyabad456";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill("something-else");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();

  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  await logIn(page, account.email, account.password);
  await expect(toast(page, "Invalid credentials")).toBeVisible();
  await logIn(page, account.email, newPassword);
  await expect(toast(page, "Logged in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test("Google sign-in lands signed in on the home page", async ({ page }, testInfo) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await page.getByRole("button", { name: "Google" }).click();

  await expect(toast(page, "Logged in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  if (!isMobile(testInfo)) await expect(page.getByRole("banner").getByText(/Gita Google/)).toBeVisible();

  // Google accounts have no password here to change.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Gita Google" })).toBeVisible();
  const accountNav = page.getByRole("navigation", { name: "Account" });
  await expect(accountNav.getByRole("button", { name: "Profile" })).toBeVisible();
  await expect(accountNav.getByRole("button", { name: "Change Password" })).toHaveCount(0);
});

test("the profile keeps an address chosen with the picker", async ({ page }, testInfo) => {
  // The names as the location service gives them.
  const tree = (await (await page.request.get("/api/location?lang=english&shape=full")).json()) as {
    provinces: Array<{ name: string; districts: Array<{ name: string; localLevels: Array<{ name: string; type: string }> }> }>;
  };
  const province = tree.provinces.find((p) => p.name.startsWith("Bagmati"))!;
  const district = province.districts.find((d) => d.name === "Kathmandu")!;
  const metro = district.localLevels.find((l) => l.name === "Kathmandu" && l.type === "metropolitan")!;
  expect(province.name).toBe("Bagmati Province");
  const localLevel = `${metro.name} Metropolitan City`;

  const account = newAccount(testInfo, "profile");
  await signUp(page, account);
  await page.getByRole("button", { name: "Edit Profile" }).click();

  const provinceSelect = page.getByRole("combobox", { name: "Province" });
  const districtSelect = page.getByRole("combobox", { name: "District" });
  const localSelect = page.getByRole("combobox", { name: "Municipality / local level" });
  await expect(provinceSelect).toBeEnabled();
  await expect(districtSelect).toBeDisabled();
  await expect(localSelect).toBeDisabled();
  await provinceSelect.selectOption(province.name);
  await districtSelect.selectOption(district.name);
  await localSelect.selectOption(localLevel);
  await page.getByLabel("Street address").fill("Durbar Marg 12");
  await page.getByLabel("City").fill("Kathmandu");
  await page.getByLabel("Landmark").fill("Opposite the clock tower");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, /updated/i)).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();

  await page.reload();
  for (const text of ["Durbar Marg 12", "Opposite the clock tower", province.name, localLevel]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await screenshot(page, testInfo, "profile");

  // Editing again starts from the saved choice.
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(localSelect).toHaveValue(localLevel);
  await expect(districtSelect).toHaveValue(district.name);
});

test("a guest asking for /profile is sent to sign in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
});
