import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { CHECKOUT_MESSAGES, PAYMENT_METHOD_NAMES, checkoutFormSchema, type AuthUser, type CartLine, type PaymentMethod } from "@pasal/shared";
import { SubmitButton } from "@/components/submit-button";
import { cartQueryKey } from "@/lib/cart";
import { checkoutToAuthState } from "@/lib/navigation";
import { followPaymentRedirect } from "@/lib/payment-redirect";
import { ordersQueryKey } from "@/lib/queries/get-orders";
import { stockConflict, type StockConflict } from "../api/place-order";
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from "../checkout-draft";
import { checkoutRequest, prefillFromUser, type CheckoutFormValues } from "../checkout-values";
import { useLocationPin } from "../hooks/use-location-pin";
import { usePlaceOrder } from "../hooks/use-place-order";
import { OrderSummary } from "./order-summary";
import { PaymentChoice } from "./payment-choice";
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

/** The filled checkout (spec part 2 "Checkout"): shipping form and map pin beside the order summary. */
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
    // Errors appear on submit and clear when their field is edited (spec part 2 §5).
    reValidateMode: "onSubmit",
  });
  const [address, setAddress] = useState(initial.address);
  const pin = useLocationPin(initial.pin);
  const placeOrder = usePlaceOrder();
  const [conflict, setConflict] = useState<StockConflict | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>("cod");

  const onValid = (values: CheckoutFormValues) => {
    if (!user) {
      saveCheckoutDraft({ form: values, address, pin: pin.pin });
      onLeaveForAuth();
      void navigate("/auth", { state: checkoutToAuthState(buyNowLine !== null) });
      return;
    }
    setConflict(null);
    const request = checkoutRequest({ userId: user._id, form: values, address, pin: pin.pin, buyNowLine, paymentMethod });
    placeOrder.mutate(request, {
      onSuccess: (response) => {
        // A 2xx without an order is the spec's "no result" case (part 2 §8).
        if (!response?.order) {
          toast.error(CHECKOUT_MESSAGES.noResult);
          return;
        }
        void queryClient.invalidateQueries({ queryKey: cartQueryKey(user._id) });
        void queryClient.invalidateQueries({ queryKey: ordersQueryKey(user._id) });
        // Stock shown anywhere (cards, product pages) changed with this order: refetch on next view.
        void queryClient.invalidateQueries({ refetchType: "none" });
        // Online: on to the gateway, which brings the shopper back to the confirmation page.
        if (response.payment) {
          followPaymentRedirect(response.payment);
          return;
        }
        // Cash on delivery, or a gateway that could not be reached (the order stands, unpaid).
        if (response.order.paymentMethod === "cod") toast.success(CHECKOUT_MESSAGES.placed);
        else toast.error(response.message, { id: "payment-down" });
        void navigate(`/order/confirmation/${response.order._id}`);
      },
      onError: (error) => {
        const refused = stockConflict(error);
        if (refused) {
          setConflict(refused);
          // The cart may be out of date: show what is really in it now.
          void queryClient.invalidateQueries({ queryKey: cartQueryKey(user._id) });
        } else {
          toast.error(CHECKOUT_MESSAGES.failed);
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <ShippingForm form={form} address={address} onAddressChange={setAddress} pin={pin} />
      <div className="lg:sticky lg:top-24">
        <OrderSummary lines={lines} total={total} conflict={conflict}>
          {conflict && <StockConflictNotice conflict={conflict} buyNowLine={buyNowLine} />}
          <PaymentChoice value={paymentMethod} onChange={setPaymentMethod} />
          <SubmitButton loading={placeOrder.isPending} loadingText="Placing your order…" className="w-full">
            Confirm Order
          </SubmitButton>
          <p className="mt-3 text-center text-xs text-slate-500">
            {paymentMethod === "cod"
              ? "You pay in cash when your order is delivered."
              : `Next you pay with ${PAYMENT_METHOD_NAMES[paymentMethod]}; your order is kept for you while you do.`}
          </p>
        </OrderSummary>
      </div>
    </form>
  );
}
