import type { PaymentRedirect } from "@pasal/shared";

/**
 * Sends the browser to the gateway as the server said (docs/requirements/payments.md#payment-methods,
 * decision 033): a POSTed form of the server's signed fields (eSewa) or a page address (Khalti,
 * Fonepay). The page is left behind.
 */
export function followPaymentRedirect(payment: PaymentRedirect): void {
  if (payment.redirect.method === "GET") {
    window.location.assign(payment.redirect.url);
    return;
  }
  const form = document.createElement("form");
  form.method = "POST";
  form.action = payment.redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(payment.redirect.fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
