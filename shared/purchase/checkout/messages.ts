/**
 * Checkout texts. The spec's own (requirements: purchases §8, §9) are verbatim; the others are
 * decisions recorded in docs/decisions/payments.md.
 */
export const CHECKOUT_TEXT = {
  processing:
    "Thank you for your order! Please wait while we process your information. Please do not refresh or close your browser.",
  thankYou: "Thank you for your order, we'll send you an email confirmation shortly!",
  nonCardFailed: "There was an error processing your transaction.",
  validationFailed: "Error: Something went wrong, please check your information and try again.",
  noOrders: "We were unable to locate any orders associated with your account.",
  emptyCart: "Your shopping cart is empty.",
  totalChanged:
    "The prices in your cart have changed since you started checking out. Please review your cart and try again.",
  selectionChanged:
    "Your customer selections have changed since you started checking out. Please review your cart and try again.",
  paymentTypeUnavailable: "This payment type is not available for the items in your cart.",
  unknownCustomerType: "Please choose who you are in the customer selections before checking out.",
  subscriptionNeedsAccount: "Please log in or sign up to order a subscription.",
  termsRequired: "Please accept the terms to continue.",
  gatewayUnavailable:
    "We could not reach the payment processor. Your card has not been charged twice; please try again in a moment.",
  tooManyAttempts: "Too many payment attempts. Please wait a few minutes and try again.",
  authenticationRequired:
    "Your bank needs you to confirm this payment. Please complete the verification to finish your order.",
  orderPlaced: "Your order has been placed.",
  stillProcessing:
    "Your order is still being processed. Please wait a moment before trying again; you will receive an email confirmation.",
  paymentInProgress:
    "A payment for this cart is still being processed. Please wait a minute and try again; if it went through, you will receive an email confirmation.",
  earlierPaymentCompleted:
    "An earlier payment for this cart went through and your order has been placed. You will receive an email confirmation.",
  alreadyPlaced:
    "This cart has already been checked out. Please check your email for the order confirmation.",
  cartChanged:
    "Your cart changed while you were checking out. Please review your cart and try again.",
  cartLocked:
    "Your cart can't be changed while its payment is being processed. Please wait a moment and try again.",
  heldForConfirmation: (address: string) =>
    `Almost done: we've sent a confirmation link to ${address}. Your order will be placed when the account holder opens it within 48 hours; until then nothing is billed.`,
  orderConfirmed: "Thank you! The order is confirmed and will be billed to the account.",
  confirmLinkInvalid:
    "This confirmation link is not valid. Please use the link from the most recent email.",
  confirmLinkExpired:
    "This confirmation link has expired and nothing was billed. Please place the order again.",
  editCustomer: "Edit customer information",
  returnCustomerLogin: "Return customer login",
} as const;
