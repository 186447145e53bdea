import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";

// Accounts end to end (spec part 1 §2 Auth screen, §4, §8; part 2 Profile): each test makes its
// own account, so tests and the two projects never share a user (except the one Google user).

type Account = { fullName: string; phone: string; email: string; password: string };

function newAccount(testInfo: TestInfo, tag: string): Account {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    fullName: `Ram ${tag} Thapa`,
    phone: `98${unique.slice(-8)}`,
    email: `${tag}-${testInfo.project.name}-${unique}@example.com`,
    password: "namaste123",
  };
}

const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile";
const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `.tmp/screenshots/${testInfo.project.name}-${name}.png`, fullPage: true });
}

async function signUp(page: Page, account: Account) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await page.getByLabel("Full name").fill(account.fullName);
  await page.getByLabel("Phone number").fill(account.phone);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Account created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: account.fullName })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** Logout from the header (desktop) or the menu drawer (mobile). */
async function logOut(page: Page, testInfo: TestInfo) {
  if (isMobile(testInfo)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Logout" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  }
  await expect(toast(page, "Logged out successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

// ---- mail captured by the e2e SMTP peer ---------------------------------------------------

const mailDir = (testInfo: TestInfo) => path.resolve(testInfo.config.rootDir, "../.tmp/e2e-mail");

/** The newest captured mail to `recipient` (files are named <epoch-ms>-<recipient>.eml). */
function newestMailFor(dir: string, recipient: string): { sentAt: number; raw: string } | undefined {
  const suffix = `-${recipient}.eml`;
  const newest = readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .map((name) => ({ name, sentAt: Number.parseInt(name, 10) }))
    .sort((a, b) => a.sentAt - b.sentAt)
    .at(-1);
  return newest && { sentAt: newest.sentAt, raw: readFileSync(path.join(dir, newest.name), "latin1") };
}

type MimePart = { type: string; text: string };

function decode(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The leaf parts of a raw MIME message, decoded (enough MIME for a mail we sent ourselves). */
function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*([^\\r\\n]*)`, "im").exec(unfolded)?.[1] ?? "";
  const type = header("Content-Type").toLowerCase() || "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(header("Content-Type"))?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, "")));
  }
  return [{ type, text: decode(body, header("Content-Transfer-Encoding").trim().toLowerCase()) }];
}

/** The one 6-digit number in the mail's text (the plain part when there is one). */
function codeIn(raw: string): string {
  const parts = mimeParts(raw);
  const plain = parts.find((part) => part.type.startsWith("text/plain"));
  const text = plain ? plain.text : parts.map((part) => part.text.replace(/<style[\s\S]*?<\/style>|<[^>]+>/g, " ")).join(" ");
  const codes = [...new Set(text.match(/(?<![\d#])\d{6}(?!\d)/g) ?? [])];
  expect(codes, `exactly one 6-digit code in:\n${text}`).toHaveLength(1);
  return codes[0]!;
}

async function waitForCode(testInfo: TestInfo, email: string, askedAt: number): Promise<string> {
  let mail: ReturnType<typeof newestMailFor>;
  await expect
    .poll(
      () => {
        mail = newestMailFor(mailDir(testInfo), email);
        return (mail?.sentAt ?? 0) >= askedAt;
      },
      { message: `a new mail to ${email} in .tmp/e2e-mail`, timeout: 15_000 },
    )
    .toBe(true);
  return codeIn(mail!.raw);
}

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
  const tree = (await (await page.request.get("/api/location?lang=english")).json()) as {
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
