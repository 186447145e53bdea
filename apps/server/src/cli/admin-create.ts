import { parseArgs } from "node:util";
import { randomToken } from "../lib/crypto.js";
import { UserService } from "../modules/users/user-service.js";
import { failCli, openCliDatabase } from "./open-cli-database.js";

// npm run admin:create -- --email E [--name "Full Name"] [--password P]
// Makes the account with that e-mail an owner of the shop (every permission; decision 015), creating
// it (with the given or a generated password, printed once) when it does not exist yet.
async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error('Usage: npm run admin:create -- --email owner@example.com [--name "Full Name"] [--password P]');
  }
  if (values.password !== undefined && values.password.length < 8) throw new Error("The password needs at least 8 characters.");
  const database = await openCliDatabase();
  try {
    const users = new UserService(database.db);
    const promoted = await users.makeAdmin(email);
    if (promoted) {
      console.log(`${email} is now an owner.`);
      return;
    }
    const password = values.password ?? randomToken().slice(0, 16);
    await users.createAdmin({ email, fullName: values.name ?? "Shop owner", password });
    console.log(`Created owner ${email}.`);
    if (!values.password) console.log(`Its password (shown once, change it after signing in): ${password}`);
  } finally {
    await database.close();
  }
}

main().catch(failCli);
