import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { checkoutFormSchema, type AuthUser, type CartLine, type PaymentMethod } from "@pasal/shared";
import { SubmitButton } from "@/components/submit-button";
import { cartQueryKey, clearGuestCart } from "@/lib/cart";
import { saveGuestAccess } from "@/lib/guest-orders";
import { checkoutToAuthState } from "@/lib/navigation";
import { localText } from "@/lib/form-messages";
import { followPaymentRedirect } from "@/lib/payment-redirect";
import { paymentMethodName } from "@/lib/payment-words";
import { ordersQueryKey } from "@/lib/queries/get-orders";
import { m } from "@/paraglide/messages";
import { stockConflict, type StockConflict } from "../api/place-order";
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from "../checkout-draft";
import { checkoutRequest, followCity, prefillFromUser, type CheckoutFormValues } from "../checkout-values";
import { useLocationPin } from "../hooks/use-location-pin";
import { usePlaceOrder } from "../hooks/use-place-order";
import { OrderSummary } from "./order-summary";
import { PaymentChoice } from "./payment-choice";
import { GuestSignInPrompt } from "./guest-sign-in-prompt";
import { ShippingForm } from "./shipping-form";
import { StockConflictNotice } from "./stock-conflict-notice";

type CheckoutScreenProps = {
  user: AuthUser | null;
  lines: CartLine[];
  total: number;
  /** The buy-now line, or null when the cart is bought. */
  buyNowLine: CartLine | null;
  /** Back from signing in: the guest's saved form is restored. */
  fromAuth: boolean;
  /** Called just before a guest is sent to sign in (the buy-now line must survive that trip). */
  onLeaveForAuth: () => void;
};

/**
 * The filled checkout (docs/requirements/orders.md#checkout-form): shipping form and map pin beside the
 * order summary. A guest checks out with the same form, paying the same ways, and may sign in instead
 * (decision 026).
 */
export function CheckoutScreen({ user, lines, total, buyNowLine, fromAuth, onLeaveForAuth }: CheckoutScreenProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: a saved draft wins over the account's details when back from signing in, and for a
  // guest who came back without signing in (the browser's Back from /auth), so nothing is retyped.
  const [initial] = useState(() => (fromAuth || !user ? readCheckoutDraft() : null) ?? { ...prefillFromUser(user), pin: null });
  useEffect(() => {
    if (fromAuth) clearCheckoutDraft();
  }, [fromAuth]);

  const form = useForm({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: initial.form,
    // Errors appear on submit and clear when their field is edited
    // (docs/requirements/orders.md#checkout-form).
    reValidateMode: "onSubmit",
  });
  const [address, setAddress] = useState(initial.address);
  const pin = useLocationPin(initial.pin);
  const placeOrder = usePlaceOrder();
  const [conflict, setConflict] = useState<StockConflict | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>("cod");

  /** The guest's form is kept while they sign in, and restored when they come back. */
  const signInFirst = () => {
    saveCheckoutDraft({ form: form.getValues() as CheckoutFormValues, address, pin: pin.pin });
    onLeaveForAuth();
    void navigate("/auth", { state: checkoutToAuthState(buyNowLine !== null) });
  };
  const changeAddress = (next: typeof address) => {
    form.setValue("city", followCity(form.getValues("city") ?? "", address, next));
    setAddress(next);
  };

  const onValid = (values: CheckoutFormValues) => {
    setConflict(null);
    const request = checkoutRequest({ userId: user?._id ?? null, form: values, address, pin: pin.pin, buyNowLine, guestLines: lines, paymentMethod });
    placeOrder.mutate(request, {
      onSuccess: (response) => {
        // A 2xx without an order is the spec's "no result" case
        // (docs/requirements/orders.md#placing-an-order).
        if (!response?.order) {
          toast.error(m.checkout_no_result());
          return;
        }
        if (user) {
          void queryClient.invalidateQueries({ queryKey: cartQueryKey(user._id) });
          void queryClient.invalidateQueries({ queryKey: ordersQueryKey(user._id) });
        } else {
          // The guest's order opens with its token; the browser's cart was ordered (a buy-now leaves it).
          if (response.guestAccess) saveGuestAccess(response.order._id, response.guestAccess);
          if (!buyNowLine) clearGuestCart();
        }
        // Stock shown anywhere (cards, product pages) changed with this order: refetch on next view.
        void queryClient.invalidateQueries({ refetchType: "none" });
        // Online: on to the gateway, which brings the shopper back to the confirmation page.
        if (response.payment) {
          followPaymentRedirect(response.payment);
          return;
        }
        // Cash on delivery, or a gateway that could not be reached (the order stands, unpaid).
        if (response.order.paymentMethod === "cod") toast.success(m.checkout_placed());
        else toast.error(localText(response.message), { id: "payment-down" });
        void navigate(`/order/confirmation/${response.order._id}`);
      },
      onError: (error) => {
        const refused = stockConflict(error);
        if (refused) {
          setConflict(refused);
          // The cart may be out of date: show what is really in it now.
          if (user) void queryClient.invalidateQueries({ queryKey: cartQueryKey(user._id) });
        } else {
          toast.error(m.checkout_failed());
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <div className="space-y-6">
        {!user && <GuestSignInPrompt onSignIn={signInFirst} />}
        <ShippingForm form={form} address={address} onAddressChange={changeAddress} pin={pin} />
      </div>
      <div className="lg:sticky lg:top-24">
        <OrderSummary lines={lines} total={total} conflict={conflict}>
          {conflict && <StockConflictNotice conflict={conflict} buyNowLine={buyNowLine} />}
          <PaymentChoice value={paymentMethod} onChange={setPaymentMethod} />
          <SubmitButton loading={placeOrder.isPending} loadingText={m.checkout_placing()} className="w-full">
            {m.checkout_confirm()}
          </SubmitButton>
          <p className="mt-3 text-center text-xs text-slate-500">
            {paymentMethod === "cod" ? m.checkout_pay_cod_note() : m.checkout_pay_online_note({ method: paymentMethodName(paymentMethod) })}
          </p>
        </OrderSummary>
      </div>
    </form>
  );
}
