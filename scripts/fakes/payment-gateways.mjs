// Fake payment gateways for the tests and the browser tests: real HTTP servers on 127.0.0.1
// that follow eSewa ePay v2, Khalti KPG-2 and Fonepay web payment v2 as their public documentation describes them
// (signatures, keys, amounts, states). Each shows a small payment page with Pay and Cancel
// buttons and sends the browser back the way the real gateway would. Tests steer them through
// the returned controls (a status to report, a gateway that is down).
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res, status, body, type = "application/json") {
  res.writeHead(status, { "content-type": `${type}; charset=utf-8`, "cache-control": "no-store" });
  res.end(type === "application/json" ? JSON.stringify(body) : body);
}

function redirect(res, location) {
  res.writeHead(303, { location });
  res.end();
}

/** A payment page: what is paid, to whom, and two buttons that post back to the fake. */
function paymentPage({ brand, colour, amount, order, payAction, cancelAction, hidden }) {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${brand} (test)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f6f7f9;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;padding:32px;box-shadow:0 2px 12px #0002;width:min(360px,90vw);text-align:center}
h1{color:${colour};margin:0 0 8px}p{color:#444}button{width:100%;padding:12px;border-radius:10px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:${colour};color:#fff;border:0}.cancel{background:#fff;border:1px solid #ccc}</style></head>
<body><main><h1>${brand}</h1><p>Test payment page</p><p><strong>Rs. ${escape(amount)}</strong></p><p>${escape(order)}</p>
<form method="post" action="${payAction}">${inputs}<button class="pay" type="submit">Pay</button></form>
<form method="post" action="${cancelAction}">${inputs}<button class="cancel" type="submit">Cancel</button></form>
</main></body></html>`;
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}

function closer(server) {
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
}

const sign = (fields, names, secret) =>
  createHmac("sha256", secret)
    .update(
      names
        .split(",")
        .map((name) => `${name}=${fields[name] ?? ""}`)
        .join(","),
    )
    .digest("base64");

/** eSewa writes amounts with thousands separators and one decimal: 1500 → "1,500.0". */
const esewaAmount = (value) => Number(value).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/**
 * eSewa ePay v2: POST {url}/api/epay/main/v2/form, GET {url}/api/epay/transaction/status/.
 * Reports NOT_FOUND for a transaction nobody paid, COMPLETE after Pay, CANCELED after Cancel.
 */
export async function startFakeEsewa({ port = 0, productCode = "EPAYTEST", secretKey = "8gBm/:&EnhH.1/q" } = {}) {
  /** transaction_uuid → { total_amount, status, ref_id, success_url, failure_url } */
  const transactions = new Map();
  const state = { down: false, statusChecks: 0 };

  const server = createServer(async (req, res) => {
    if (state.down) return req.socket.destroy();
    const url = new URL(req.url, "http://fake");
    try {
      if (req.method === "POST" && url.pathname === "/api/epay/main/v2/form") {
        const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
        const required = [
          "amount",
          "tax_amount",
          "total_amount",
          "transaction_uuid",
          "product_code",
          "product_service_charge",
          "product_delivery_charge",
          "success_url",
          "failure_url",
          "signed_field_names",
          "signature",
        ];
        const missing = required.filter((name) => form[name] === undefined || form[name] === "");
        if (missing.length) return send(res, 400, `<p>Missing: ${escape(missing.join(", "))}</p>`, "text/html");
        const names = form.signed_field_names;
        if (
          !["total_amount", "transaction_uuid", "product_code"].every((n) => names.split(",").includes(n)) ||
          sign(form, names, secretKey) !== form.signature
        ) {
          return send(res, 400, "<p>Invalid signature</p>", "text/html");
        }
        if (form.product_code !== productCode) return send(res, 400, "<p>Unknown merchant</p>", "text/html");
        const sum = ["amount", "tax_amount", "product_service_charge", "product_delivery_charge"].reduce((s, n) => s + Number(form[n]), 0);
        if (!(Number(form.total_amount) > 0) || Math.abs(sum - Number(form.total_amount)) > 0.001) {
          return send(res, 400, "<p>total_amount does not add up</p>", "text/html");
        }
        if (transactions.has(form.transaction_uuid)) return send(res, 400, "<p>Duplicate transaction_uuid</p>", "text/html");
        transactions.set(form.transaction_uuid, {
          total_amount: form.total_amount,
          status: "NOT_FOUND",
          ref_id: null,
          success_url: form.success_url,
          failure_url: form.failure_url,
        });
        return send(
          res,
          200,
          paymentPage({
            brand: "eSewa",
            colour: "#60bb46",
            amount: form.total_amount,
            order: form.transaction_uuid,
            payAction: "/fake/pay",
            cancelAction: "/fake/cancel",
            hidden: { transaction_uuid: form.transaction_uuid },
          }),
          "text/html",
        );
      }
      if (req.method === "POST" && (url.pathname === "/fake/pay" || url.pathname === "/fake/cancel")) {
        const uuid = new URLSearchParams(await readBody(req)).get("transaction_uuid");
        const location = url.pathname === "/fake/pay" ? control.pay(uuid) : control.cancel(uuid);
        return location ? redirect(res, location) : send(res, 404, "<p>Unknown transaction</p>", "text/html");
      }
      // Test control: the shopper pays in a tab still open after cancelling (no browser return follows).
      if (req.method === "POST" && url.pathname === "/fake/complete-later") {
        const uuid = new URLSearchParams(await readBody(req)).get("transaction_uuid");
        return control.completeLater(uuid) ? send(res, 200, { status: "COMPLETE" }) : send(res, 404, { error_message: "Unknown transaction" });
      }
      if (req.method === "GET" && url.pathname.replace(/\/$/, "") === "/api/epay/transaction/status") {
        state.statusChecks++;
        const uuid = url.searchParams.get("transaction_uuid") ?? "";
        const known = transactions.get(uuid);
        const matches =
          known && url.searchParams.get("product_code") === productCode && Number(url.searchParams.get("total_amount")) === Number(known.total_amount);
        return send(res, 200, {
          product_code: productCode,
          transaction_uuid: uuid,
          total_amount: Number(url.searchParams.get("total_amount")),
          status: matches ? known.status : "NOT_FOUND",
          ref_id: matches ? known.ref_id : null,
        });
      }
      send(res, 404, { error_message: "Not found" });
    } catch (error) {
      send(res, 500, { error_message: String(error) });
    }
  });
  const url = await listen(server, port);

  const control = {
    url,
    formUrl: `${url}/api/epay/main/v2/form`,
    statusUrl: `${url}/api/epay/transaction/status/`,
    transactions,
    state,
    /** Pays: the status becomes COMPLETE; returns where eSewa sends the browser (success_url?data=…). */
    pay(uuid) {
      const t = transactions.get(uuid);
      if (!t) return null;
      t.status = "COMPLETE";
      t.ref_id = t.ref_id ?? `000${randomBytes(3).toString("hex").toUpperCase()}`;
      const data = {
        transaction_code: t.ref_id,
        status: "COMPLETE",
        total_amount: esewaAmount(t.total_amount),
        transaction_uuid: uuid,
        product_code: productCode,
        signed_field_names: "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names",
      };
      data.signature = sign(data, data.signed_field_names, secretKey);
      return `${t.success_url}?data=${encodeURIComponent(Buffer.from(JSON.stringify(data)).toString("base64"))}`;
    },
    cancel(uuid) {
      const t = transactions.get(uuid);
      if (!t) return null;
      t.status = "CANCELED";
      return t.failure_url;
    },
    /** The payment completes after the shopper left (cancelled, or the failure URL): no return. */
    completeLater(uuid) {
      return control.pay(uuid) !== null;
    },
    setStatus(uuid, status) {
      transactions.get(uuid).status = status;
    },
    /** A data blob signed with any key, for forgery tests. */
    signData(data, key = secretKey) {
      const signed = { ...data, signature: sign(data, data.signed_field_names, key) };
      return Buffer.from(JSON.stringify(signed)).toString("base64");
    },
    close: closer(server),
  };
  return control;
}

/**
 * Khalti KPG-2: POST {url}/api/v2/epayment/initiate/ and /lookup/ with `Authorization: Key …`,
 * a payment page at {url}/pay/?pidx=…. States: Initiated → Completed or User canceled; tests set others.
 */
export async function startFakeKhalti({ port = 0, secretKey = "fake-khalti-secret-key" } = {}) {
  /** pidx → { amount, status, transaction_id, return_url, purchase_order_id, purchase_order_name } */
  const payments = new Map();
  const state = { down: false, lookups: 0, refunds: 0 };

  const server = createServer(async (req, res) => {
    if (state.down) return req.socket.destroy();
    const url = new URL(req.url, "http://fake");
    const path = url.pathname.replace(/\/$/, "");
    try {
      if (req.method === "POST" && path.startsWith("/api/v2/epayment/")) {
        if (req.headers.authorization !== `Key ${secretKey}`) return send(res, 401, { detail: "Invalid token.", status_code: 401 });
        let body;
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          return send(res, 400, { detail: "JSON parse error", error_key: "validation_error" });
        }
        if (path === "/api/v2/epayment/initiate") {
          const errors = {};
          for (const name of ["return_url", "website_url", "purchase_order_id", "purchase_order_name"]) {
            if (typeof body[name] !== "string" || !body[name]) errors[name] = ["This field is required."];
          }
          if (!Number.isInteger(body.amount) || body.amount < 1000) errors.amount = ["Amount should be greater than Rs. 10, that is 1000 paisa."];
          if (Object.keys(errors).length) return send(res, 400, { ...errors, error_key: "validation_error" });
          const pidx = randomBytes(16).toString("base64url").slice(0, 22);
          payments.set(pidx, {
            amount: body.amount,
            status: "Initiated",
            transaction_id: null,
            return_url: body.return_url,
            purchase_order_id: body.purchase_order_id,
            purchase_order_name: body.purchase_order_name,
          });
          const expires = new Date(Date.now() + 30 * 60_000).toISOString();
          return send(res, 200, { pidx, payment_url: `${control.url}/pay/?pidx=${pidx}`, expires_at: expires, expires_in: 1800 });
        }
        if (path === "/api/v2/epayment/lookup") {
          state.lookups++;
          const p = payments.get(body.pidx);
          if (!p) return send(res, 404, { detail: "Not found.", error_key: "validation_error" });
          const answer = {
            pidx: body.pidx,
            total_amount: p.reportedAmount ?? p.amount,
            status: p.status,
            transaction_id: p.transaction_id,
            fee: 0,
            refunded: p.status === "Refunded",
          };
          return send(res, ["Expired", "User canceled"].includes(p.status) ? 400 : 200, answer);
        }
      }
      // Khalti's refund API: POST /api/merchant-transaction/{transaction_id}/refund/ with the secret
      // key; no body refunds all that is left, `{ amount }` (paisa) a part of it.
      const refund = req.method === "POST" ? /^\/api\/merchant-transaction\/([^/]+)\/refund$/.exec(path) : null;
      if (refund) {
        if (req.headers.authorization !== `Key ${secretKey}`) return send(res, 401, { detail: "Invalid token.", status_code: 401 });
        state.refunds++;
        const transactionId = decodeURIComponent(refund[1]);
        const found = [...payments.values()].find((p) => p.transaction_id === transactionId);
        if (!found || !["Completed", "Partially Refunded"].includes(found.status)) {
          return send(res, 400, { detail: "This transaction cannot be refunded.", error_key: "validation_error" });
        }
        const text = await readBody(req);
        let body = {};
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          return send(res, 400, { detail: "JSON parse error", error_key: "validation_error" });
        }
        const left = found.amount - (found.refunded ?? 0);
        const amount = body.amount === undefined ? left : body.amount;
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          return send(res, 400, { amount: [`Refund amount must be between 1 and ${left} paisa.`], error_key: "validation_error" });
        }
        found.refunded = (found.refunded ?? 0) + amount;
        found.status = found.refunded === found.amount ? "Refunded" : "Partially Refunded";
        return send(res, 200, { detail: "Transaction refund successful.", refunded: amount });
      }
      // Test control: the shopper pays in a tab still open after cancelling (no browser return follows).
      if (req.method === "POST" && path === "/fake/complete-later") {
        const pidx = new URLSearchParams(await readBody(req)).get("pidx");
        return control.completeLater(pidx) ? send(res, 200, { status: "Completed" }) : send(res, 404, { detail: "Not found." });
      }
      if (req.method === "GET" && path === "/pay") {
        const pidx = url.searchParams.get("pidx") ?? "";
        const p = payments.get(pidx);
        if (!p || p.status !== "Initiated") return send(res, 404, "<p>This payment link is not valid.</p>", "text/html");
        return send(
          res,
          200,
          paymentPage({
            brand: "Khalti",
            colour: "#5c2d91",
            amount: (p.amount / 100).toFixed(2),
            order: p.purchase_order_name,
            payAction: "/pay/confirm",
            cancelAction: "/pay/cancel",
            hidden: { pidx },
          }),
          "text/html",
        );
      }
      if (req.method === "POST" && (path === "/pay/confirm" || path === "/pay/cancel")) {
        const pidx = new URLSearchParams(await readBody(req)).get("pidx");
        const location = path === "/pay/confirm" ? control.pay(pidx) : control.cancel(pidx);
        return location ? redirect(res, location) : send(res, 404, "<p>Unknown payment</p>", "text/html");
      }
      send(res, 404, { detail: "Not found." });
    } catch (error) {
      send(res, 500, { detail: String(error) });
    }
  });
  const url = await listen(server, port);

  const returnTo = (pidx, p) => {
    const query = new URLSearchParams({
      pidx,
      transaction_id: p.transaction_id ?? "",
      tidx: p.transaction_id ?? "",
      txnId: p.transaction_id ?? "",
      amount: String(p.amount),
      total_amount: String(p.amount),
      mobile: "98XXXXX001",
      status: p.status,
      purchase_order_id: p.purchase_order_id,
      purchase_order_name: p.purchase_order_name,
    });
    return `${p.return_url}${p.return_url.includes("?") ? "&" : "?"}${query}`;
  };

  const control = {
    url,
    apiUrl: `${url}/api/v2`,
    secretKey,
    payments,
    state,
    /** Pays: Completed with a transaction id; returns where Khalti sends the browser. */
    pay(pidx) {
      const p = payments.get(pidx);
      if (!p) return null;
      p.status = "Completed";
      p.transaction_id = randomBytes(11).toString("base64url");
      return returnTo(pidx, p);
    },
    cancel(pidx) {
      const p = payments.get(pidx);
      if (!p) return null;
      p.status = "User canceled";
      return returnTo(pidx, p);
    },
    /** The payment completes after the shopper cancelled: Completed with a transaction id, no return. */
    completeLater(pidx) {
      return control.pay(pidx) !== null;
    },
    setStatus(pidx, status) {
      payments.get(pidx).status = status;
    },
    /** The amount the lookup reports, when it should differ from the one initiated. */
    reportAmount(pidx, paisa) {
      payments.get(pidx).reportedAmount = paisa;
    },
    close: closer(server),
  };
  return control;
}

/** Fonepay's DV: HMAC-SHA512, upper-case hex, over the values joined by commas. */
const fonepayDv = (fields, names, secret) =>
  createHmac("sha512", secret)
    .update(names.map((name) => fields[name] ?? "").join(","))
    .digest("hex")
    .toUpperCase();
const FONEPAY_REQUEST = ["PID", "MD", "PRN", "AMT", "CRN", "DT", "R1", "R2", "RU"];
const FONEPAY_RETURN = ["PRN", "PID", "PS", "RC", "UID", "BC", "INI", "P_AMT", "R_AMT"];
const FONEPAY_VERIFY = ["PID", "AMT", "PRN", "BID", "UID"];

/**
 * Fonepay web payment, spec v2: GET {url}/api/merchantRequest with PID, MD=P, PRN, AMT, CRN=NPR,
 * DT (MM/DD/YYYY), R1, R2, RU and DV (HMAC-SHA512 hex of those, in that order); after Pay or
 * Cancel the browser goes to RU with PRN, PID, PS, RC, UID, BC, INI, P_AMT, R_AMT and their DV.
 * GET {url}/api/merchantRequest/verificationMerchant with PRN, PID, BID, AMT, UID and a DV over
 * PID,AMT,PRN,BID,UID answers in XML whether the payment succeeded (by PRN; a UID given must match).
 */
export async function startFakeFonepay({ port = 0, merchantCode = "FAKEPID", secret = "fake-fonepay-secret" } = {}) {
  /** PRN → { amount, status: "initiated" | "success" | "cancelled", uid, bc, ini, ru, r1 } */
  const payments = new Map();
  const state = { down: false, verifications: 0 };

  const xml = (fields) =>
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response>${Object.entries(fields)
      .map(([k, v]) => `<${k}>${escape(v ?? "")}</${k}>`)
      .join("")}</response>`;

  const server = createServer(async (req, res) => {
    if (state.down) return req.socket.destroy();
    const url = new URL(req.url, "http://fake");
    const path = url.pathname.replace(/\/$/, "");
    const query = Object.fromEntries(url.searchParams);
    try {
      if (req.method === "GET" && path === "/api/merchantRequest") {
        const missing = [...FONEPAY_REQUEST, "DV"].filter((name) => !query[name]);
        if (missing.length) return send(res, 400, `<p>Missing: ${escape(missing.join(", "))}</p>`, "text/html");
        if (query.PID !== merchantCode) return send(res, 400, "<p>Invalid merchant</p>", "text/html");
        if (query.DV !== fonepayDv(query, FONEPAY_REQUEST, secret)) return send(res, 400, "<p>Invalid data validation (DV)</p>", "text/html");
        if (query.MD !== "P" || query.CRN !== "NPR" || !/^\d{2}\/\d{2}\/\d{4}$/.test(query.DT) || !/^\d+\.\d{2}$/.test(query.AMT) || !(Number(query.AMT) > 0)) {
          return send(res, 400, "<p>Invalid request fields</p>", "text/html");
        }
        if (query.R1.length > 160 || query.R2.length > 50) return send(res, 400, "<p>Remarks too long</p>", "text/html");
        const known = payments.get(query.PRN);
        if (known && known.status !== "initiated") return send(res, 400, "<p>Duplicate PRN</p>", "text/html");
        payments.set(query.PRN, { amount: query.AMT, status: "initiated", uid: null, bc: null, ini: null, ru: query.RU, r1: query.R1 });
        return send(
          res,
          200,
          paymentPage({
            brand: "Fonepay",
            colour: "#c8102e",
            amount: query.AMT,
            order: query.R1,
            payAction: "/fake/pay",
            cancelAction: "/fake/cancel",
            hidden: { PRN: query.PRN },
          }),
          "text/html",
        );
      }
      if (req.method === "POST" && (path === "/fake/pay" || path === "/fake/cancel")) {
        const prn = new URLSearchParams(await readBody(req)).get("PRN");
        const location = path === "/fake/pay" ? control.pay(prn) : control.cancel(prn);
        return location ? redirect(res, location) : send(res, 404, "<p>Unknown payment</p>", "text/html");
      }
      if (req.method === "POST" && path === "/fake/complete-later") {
        const prn = new URLSearchParams(await readBody(req)).get("PRN");
        return control.completeLater(prn) ? send(res, 200, { status: "success" }) : send(res, 404, { message: "Unknown payment" });
      }
      if (req.method === "GET" && path === "/api/merchantRequest/verificationMerchant") {
        state.verifications++;
        const base = { amount: query.AMT ?? "", bankCode: "", initiator: "", statusCode: "", txnAmount: "", uniqueId: query.UID ?? "" };
        if (query.PID !== merchantCode || query.DV !== fonepayDv(query, FONEPAY_VERIFY, secret)) {
          return send(res, 200, xml({ ...base, message: "Invalid data validation", response_code: "failed", success: "false" }), "application/xml");
        }
        const p = payments.get(query.PRN ?? "");
        const paid = p && p.status === "success" && Number(query.AMT) === Number(p.amount) && (!query.UID || query.UID === p.uid);
        if (!paid)
          return send(
            res,
            200,
            xml({ ...base, message: p ? "Transaction not successful" : "Transaction not found", response_code: "failed", success: "false" }),
            "application/xml",
          );
        return send(
          res,
          200,
          xml({
            amount: p.amount,
            bankCode: p.bc,
            initiator: p.ini,
            message: "Success",
            response_code: "successful",
            statusCode: "0",
            success: "true",
            txnAmount: p.reportedAmount ?? p.amount,
            uniqueId: p.uid,
          }),
          "application/xml",
        );
      }
      send(res, 404, { message: "Not found" });
    } catch (error) {
      send(res, 500, { message: String(error) });
    }
  });
  const url = await listen(server, port);

  const returnTo = (prn, p, paid) => {
    const fields = {
      PRN: prn,
      PID: merchantCode,
      PS: paid ? "true" : "false",
      RC: paid ? "successful" : "cancel",
      UID: p.uid ?? "",
      BC: p.bc ?? "",
      INI: p.ini ?? "",
      P_AMT: p.amount,
      R_AMT: paid ? p.amount : "0.00",
    };
    return control.returnUrl(p.ru, fields);
  };

  const control = {
    url,
    merchantCode,
    secret,
    payments,
    state,
    /** Pays: the payment succeeds with a UID; returns where Fonepay sends the browser (RU with signed fields). */
    pay(prn) {
      const p = payments.get(prn);
      if (!p) return null;
      p.status = "success";
      p.uid = p.uid ?? String(10_000_000 + Math.floor(Math.random() * 89_999_999));
      p.bc = "NICENPKA";
      p.ini = "98XXXXXX01";
      return returnTo(prn, p, true);
    },
    cancel(prn) {
      const p = payments.get(prn);
      if (!p) return null;
      p.status = "cancelled";
      return returnTo(prn, p, false);
    },
    /** The payment succeeds but the browser never comes back (the redirect is lost). */
    completeLater(prn) {
      return control.pay(prn) !== null;
    },
    /** The amount the verification reports, when it should differ from the one requested (rupees, "1500.00"). */
    reportAmount(prn, rupees) {
      payments.get(prn).reportedAmount = rupees;
    },
    /** A return address with these fields signed by `key` (the merchant's secret unless a forger's). */
    returnUrl(ru, fields, key = secret) {
      const query = new URLSearchParams({ ...fields, DV: fonepayDv(fields, FONEPAY_RETURN, key) });
      return `${ru}${ru.includes("?") ? "&" : "?"}${query}`;
    },
    close: closer(server),
  };
  return control;
}
