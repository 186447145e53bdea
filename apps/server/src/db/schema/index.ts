export * from "./catalog.js";
export * from "./users.js";
export * from "./shopping.js";
export * from "./content.js";
export * from "./chat.js";
export * from "./admin.js";
