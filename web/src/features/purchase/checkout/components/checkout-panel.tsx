import { zodResolver } from "@hookform/resolvers/zod";
import type { Customer } from "@shared/accounts/routes/customer-schemas";
import { campusDate } from "@shared/platform/time/campus-clock";
import { formatPhoneMask } from "@shared/platform/validation/phone-mask";
import { cartChangedNotice, isCartChangeRefusal } from "@shared/purchase/checkout/cart-change";
import type { ReceiptItem } from "@shared/purchase/checkout/receipt";
import { payWithLabel } from "@shared/purchase/payment-types";
import type { PlacedOrder } from "@shared/purchase/routes/cart-checkout";
import { createCheckoutCustomerSchema } from "@shared/purchase/schemas/checkout-customer";
import type { PaymentType } from "@shared/purchase/schemas/payment-types";
import type {
  CustomerType,
  OrderFormSettings,
} from "@shared/visitor-forms/schemas/order-form-settings";
import { useEffect, useMemo, useRef, useState } from "react";
import { type Path, type Resolver, useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router-dom";
import { Button } from "@/components/button";
import { ListState } from "@/components/list-state";
import { Notice } from "@/components/notice";
import { ProcessingOverlay } from "@/components/processing-overlay";
import { ApiError } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { CardTokenizeError, cardGatewayOf } from "@/lib/payments";
import { saveCustomerSession, useCustomerSession } from "@/lib/session/customer-session";
import { sitePath } from "@/lib/url";
import { useCheckoutOrderForm, useCheckoutProfile } from "../api/checkout-data";
import { createAccount, listRefusal, placeOrder } from "../api/place-order";
import { CUSTOMER_FIELD_NAMES, type CustomerValues, EMPTY_CUSTOMER } from "../lib/customer-values";
import { TEXT } from "../lib/messages";
import { ssoPrefill } from "../lib/sso-prefill";
import { type TermsToAccept, termsFor } from "../lib/terms";
import { useAuthenticationWindow } from "./authentication-window";
import { CardForm, type PaidCard } from "./card-form";
import { CustomerForm } from "./customer-form";
import { LoginDialog } from "./login-dialog";
import { TermsDialog } from "./terms-dialog";

/** What the purchase page hands step 4 (its CheckoutSlotProps). */
export interface CheckoutPanelProps {
  siteId: string;
  cart: {
    items: readonly ReceiptItem[];
    totals: { total: number };
    payment_types: readonly PaymentType[];
  };
  selection: { location_id: string; term_id: string; type_id: string; year_id: string };
  onEditCart: () => void;
  /** After the order: the purchase page clears its selections. */
  onOrderPlaced?: () => void;
  /**
   * Checkout found the cart changed (another tab or window): the purchase page reads it again
   * and answers the fresh cart, whose total the next attempt sends.
   */
  onCartChanged?: () => Promise<CartFigures | undefined>;
}

/** What the checkout reads of a fresh cart to tell the buyer what changed. */
export interface CartFigures {
  item_count: number;
  totals: { total: number };
}

interface OrderForm {
  settings: OrderFormSettings;
  selections: { types: CustomerType[] };
}

/** The order-complete page reads this from the navigation state (reachable only from here). */
export interface OrderCompleteState {
  order: PlacedOrder;
  email: string;
  /** Where a held order's confirmation link went (the student's address for a parent). */
  billedTo?: string;
}

/** Step 4 of the purchase accordion (requirements: purchases §2 Checkout, §4 Credit card / Non-card checkout). */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { data, error } = useCheckoutOrderForm(props.siteId);
  return (
    <ListState
      data={data}
      error={error}
      isEmpty={() => false}
      loading="Loading checkout"
      empty={null}
    >
      {(orderForm: OrderForm) => <Checkout {...props} orderForm={orderForm} />}
    </ListState>
  );
}

function Checkout({ orderForm, ...props }: CheckoutPanelProps & { orderForm: OrderForm }) {
  const site = useCurrentSite();
  const signedIn = useCustomerSession(site.id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const sso = useMemo(() => ssoPrefill(search), [search]);
  const gateway = useMemo(() => cardGatewayOf(site), [site]);
  const { settings } = orderForm;
  const type = orderForm.selections.types.find((t) => t.id === props.selection.type_id);
  const isParent = /parent/i.test(type?.name ?? "");
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);
  const paymentRef = useRef<PaymentType | null>(null);
  const [stage, setStage] = useState<"customer" | "card">("customer");
  const [terms, setTerms] = useState<TermsToAccept | null>(null);
  const [processing, setProcessing] = useState(false);
  const { authenticating, watched } = useAuthenticationWindow();
  const [failure, setFailure] = useState<string | null>(null);
  const [cartNotice, setCartNotice] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);

  const schemaSettings = (payment: PaymentType | null) => ({
    paymentType: payment,
    isParent,
    isLoggedIn: Boolean(signedIn),
    studentIdPattern: settings.student_id_pattern,
    emailDomain: settings.email_domain,
  });
  const resolver: Resolver<CustomerValues> = (values, context, options) =>
    zodResolver(createCheckoutCustomerSchema(schemaSettings(paymentRef.current)) as never)(
      values,
      context,
      options as never,
    ) as ReturnType<Resolver<CustomerValues>>;
  const form = useForm<CustomerValues>({
    resolver,
    defaultValues: { ...EMPTY_CUSTOMER, ...(sso ?? {}) },
  });
  const useBilling = form.watch("use_billing_address");
  const labels = {
    first_name: settings.first_name_label || "First name",
    last_name: settings.last_name_label || "Last name",
    student_id: settings.student_id_label || "Student ID",
    email: settings.email_label || "Email",
  };

  // Fills only what is still empty: what the buyer typed, or a sign-on link set, stays.
  const prefillFromAccount = (customer: Customer) => {
    for (const name of [
      "first_name",
      "last_name",
      "student_id",
      "email",
      "address",
      "city",
      "state",
      "zip",
    ] as const) {
      if (!form.getValues(name)) form.setValue(name, customer[name]);
    }
    if (!form.getValues("phone")) form.setValue("phone", formatPhoneMask(customer.phone));
    if (!form.getValues("email_confirmation")) form.setValue("email_confirmation", customer.email);
  };

  // A customer who arrives signed in starts from the profile, as one who logs in here does.
  const profile = useCheckoutProfile(site.id, signedIn !== null);
  const profileCustomer = profile.data?.customer;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per loaded profile.
  useEffect(() => {
    if (profileCustomer) prefillFromAccount(profileCustomer);
  }, [profileCustomer]);

  /** The cart changed under the checkout: read it again and say so, with the new total. */
  const showCartChanged = async (message: string) => {
    const fresh = await props.onCartChanged?.().catch(() => undefined);
    setCartNotice(fresh ? cartChangedNotice(fresh) : message);
  };

  const showServerErrors = async (error: unknown, card: boolean) => {
    if (card && error instanceof CardTokenizeError) return setCardError(error.message);
    if (!(error instanceof ApiError))
      return setFailure(card ? TEXT.validationFailed : TEXT.nonCardFailed);
    if (isCartChangeRefusal(error.msg)) return showCartChanged(error.msg);
    const fields = Object.entries(error.fields);
    if (card && error.fields.card_num) return setCardError(error.fields.card_num);
    const known = fields.filter(([name]) => CUSTOMER_FIELD_NAMES.has(name));
    for (const [name, message] of known) form.setError(name as Path<CustomerValues>, { message });
    if (known.length > 0) setStage("customer");
    if (fields.length > 0 && known.length === 0) return setFailure(TEXT.validationFailed);
    setFailure(card ? error.msg : TEXT.nonCardFailed);
  };

  const submitOrder = async (payment: PaymentType, card: PaidCard | null) => {
    setFailure(null);
    setCartNotice(null);
    setCardError(null);
    setProcessing(true);
    const values = form.getValues();
    try {
      if (!signedIn && site.customer_login && values.password !== "") {
        try {
          // The server started a session with the account: the page follows it, so the header,
          // the account page and the order's receipt all see the customer signed in.
          saveCustomerSession(site.id, await createAccount(site.id, values));
        } catch (error) {
          const message = error instanceof ApiError ? error.msg : TEXT.validationFailed;
          form.setError("password", { message });
          setStage("customer");
          return;
        }
      }
      const context = {
        siteId: site.id,
        selection: props.selection,
        total: props.cart.totals.total,
        isParent,
      };
      const order = await placeOrder(context, payment, values, card && watched(card));
      props.onOrderPlaced?.();
      const billedTo = values.student?.email || values.email;
      const state: OrderCompleteState = { order, email: values.email, billedTo };
      navigate(sitePath(site.slug, "order-complete"), { state });
    } catch (error) {
      await showServerErrors(error, card !== null);
    } finally {
      setProcessing(false);
    }
  };

  const proceed = (payment: PaymentType) => {
    if (payment === "Credit card") setStage("card");
    else void submitOrder(payment, null);
  };

  const choose = async (payment: PaymentType) => {
    paymentRef.current = payment;
    setPaymentType(payment);
    setFailure(null);
    setCartNotice(null);
    // Focus the first invalid field, as every other form does (WCAG 3.3.1: the error is where the user is).
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return;
    try {
      const refusal = await listRefusal(
        site.id,
        payment,
        form.getValues(),
        settings.enable_faculty_email_validator,
      );
      if (refusal)
        return form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
    } catch {
      // The server applies the same lists at checkout; a failed check is not a refusal.
    }
    const required = termsFor(payment, settings);
    if (required) setTerms(required);
    else proceed(payment);
  };

  return (
    <div className="checkout">
      {!signedIn && site.customer_login ? (
        <div className="checkout-login-row">
          <LoginDialog siteId={site.id} onLoggedIn={prefillFromAccount} />
        </div>
      ) : null}
      <CustomerForm
        control={form.control}
        labels={labels}
        isParent={isParent}
        showPassword={!signedIn && site.customer_login}
        isLocked={stage === "card"}
        ssoLocked={sso !== null}
      />
      {failure ? (
        <Notice tone="danger" onDismiss={() => setFailure(null)}>
          {failure}
        </Notice>
      ) : null}
      {cartNotice ? (
        <Notice tone="warning" onDismiss={() => setCartNotice(null)}>
          {cartNotice}
        </Notice>
      ) : null}
      {stage === "customer" ? (
        <div className="checkout-actions">
          {props.cart.payment_types.map((payment) => (
            <Button key={payment} onPress={() => void choose(payment)}>
              {payWithLabel(payment)}
            </Button>
          ))}
          <Button variant="secondary" onPress={props.onEditCart}>
            Edit cart
          </Button>
        </div>
      ) : (
        <>
          <Button variant="secondary" onPress={() => setStage("customer")}>
            {TEXT.editCustomer}
          </Button>
          <CardForm
            gateway={gateway}
            amountCents={props.cart.totals.total}
            cartItems={props.cart.items}
            getCustomer={() => form.getValues()}
            isAuthenticating={authenticating}
            today={campusDate(new Date(), site.time_zone)}
            customerControl={form.control}
            useBillingAddress={useBilling}
            onBillingChange={(separate) => form.setValue("use_billing_address", separate)}
            validateCustomer={() => form.trigger()}
            onPay={(card) => submitOrder("Credit card", card)}
            cardNumberError={cardError}
            isPending={processing}
          />
        </>
      )}
      <TermsDialog
        siteId={site.id}
        terms={terms}
        onDecline={() => setTerms(null)}
        onAccept={() => {
          setTerms(null);
          if (paymentType) proceed(paymentType);
        }}
      />
      <ProcessingOverlay isActive={processing && !authenticating} message={TEXT.processing} />
    </div>
  );
}
