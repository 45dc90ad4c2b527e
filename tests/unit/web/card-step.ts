import { createElement as h } from "react";
import { useForm } from "react-hook-form";
import { CardForm, type CardFormProps } from "@/features/purchase/checkout/components/card-form";
import { StripeCardForm } from "@/features/purchase/checkout/components/stripe-card-form";
import type { CustomerValues } from "@/features/purchase/checkout/lib/customer-values";

export const PUBLISHABLE_KEY = "pk_test_abc123";

export interface CardStepProps {
  gateway: CardFormProps["gateway"];
  customer: CustomerValues;
  amountCents: number;
  cartItems: CardFormProps["cartItems"];
  /** The Stripe form as it renders once its lazy chunk is in; else the card form. */
  loaded?: boolean;
}

/** The checkout's payment step for `customer`, its handlers idle, to render to markup. */
export function CardStep({ gateway, customer, amountCents, cartItems, loaded }: CardStepProps) {
  const customerForm = useForm<CustomerValues>({ defaultValues: customer });
  const props: CardFormProps = {
    gateway,
    amountCents,
    cartItems,
    getCustomer: () => customer,
    isAuthenticating: false,
    today: "2026-11-23",
    customerControl: customerForm.control,
    useBillingAddress: false,
    onBillingChange: () => undefined,
    validateCustomer: async () => true,
    onPay: async () => undefined,
    cardNumberError: null,
    isPending: false,
  };
  return loaded
    ? h(StripeCardForm, { ...props, publishableKey: PUBLISHABLE_KEY })
    : h(CardForm, props);
}
