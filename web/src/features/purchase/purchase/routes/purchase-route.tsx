import { CART_CHANGED_TEXT } from "@shared/purchase/checkout/cart-change";
import type { SelectionIds } from "@shared/purchase/purchase-config";
import type { CartView } from "@shared/purchase/routes/cart";
import type { CustomerSelection } from "@shared/visitor-forms/schemas/order-form-settings";
import { type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useParams } from "react-router-dom";
import { ListState } from "@/components/list-state";
import { Notice } from "@/components/notice";
import { ProcessingOverlay } from "@/components/processing-overlay";
import { Skeleton } from "@/components/skeleton";
import { Spinner } from "@/components/spinner";
import { GENERIC_FAILURE } from "@/lib/api-client";
import { useCurrentSite } from "@/lib/current-site";
import { lazyNamed } from "@/lib/lazy-named";
import { SectionPage } from "@/lib/section-page";
import { useOrderForm } from "../api/order-form";
import { purchaseActions } from "../api/purchase-actions";
import { useCart } from "../api/use-cart";
import { AccordionStep } from "../components/accordion-step";
import type { OrderForm } from "../components/products-step";
import {
  type PendingSelectionChange,
  SelectionChangeDialog,
} from "../components/selection-change-dialog";
import { changedSelection, SelectionsStep } from "../components/selections-step";
import type { SubscriptionFormSlotProps } from "../components/subscriptions-tab";
import {
  clearSavedSelections,
  EMPTY_DRAFT,
  firstOptions,
  isComplete,
  readSavedSelections,
  restoreSelections,
  SELECTION_LOADER_MS,
  type SelectionDraft,
  sameSelection,
  saveSelections,
} from "../lib/saved-selections";

// The products and cart steps are chunks of their own: they open after the selections, so a
// visitor's first view neither downloads nor runs their tabs and forms
// (docs/decisions/web-first-paint.md).
const ProductsStep = lazyNamed(() => import("../components/products-step"), "ProductsStep");
const CartStep = lazyNamed(() => import("../components/cart-step"), "CartStep");

/** What the app hands the checkout panel (step 4), built by the checkout area. */
export interface CheckoutSlotProps {
  siteId: string;
  cart: CartView;
  selection: SelectionIds;
  /** "Edit cart": back to the products. */
  onEditCart: () => void;
  /** After the order: selections and cart are cleared (requirements: purchases §4). */
  onOrderPlaced: () => void;
  /** Checkout was refused because the cart changed elsewhere: read it again (the fresh cart). */
  onCartChanged: () => Promise<CartView | undefined>;
}

export interface PurchasePageProps {
  renderCheckout?: (props: CheckoutSlotProps) => ReactNode;
  renderSubscriptionForm?: (props: SubscriptionFormSlotProps) => ReactNode;
}

export const CART_UPDATING = "Please wait while we update your cart.";

function resolve(form: OrderForm, draft: SelectionDraft): CustomerSelection | null {
  const { locations, terms, types, years } = form.selections;
  const location = locations.find((o) => o.id === draft.location_id);
  const term = terms.find((o) => o.id === draft.term_id);
  const type = types.find((o) => o.id === draft.type_id);
  const year = years.find((o) => o.id === draft.year_id);
  return location && term && type && year ? { location, term, type, year } : null;
}

/** The meal plan purchase screen: the four-step accordion of requirements: purchases §2. */
export function PurchasePage({ renderCheckout, renderSubscriptionForm }: PurchasePageProps) {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const orderForm = useOrderForm(site.id);
  const { cart, error: cartError, isUpdating, change, refresh } = useCart(site.id);
  const actions = useMemo(() => purchaseActions(site.id, change), [site.id, change]);
  const [draft, setDraft] = useState<SelectionDraft>(EMPTY_DRAFT);
  const [loading, setLoading] = useState(false);
  const [applied, setApplied] = useState(false);
  const [checkout, setCheckout] = useState(false);
  const [openSteps, setOpenSteps] = useState<Record<string, boolean>>({
    selections: true,
    cart: true,
  });
  const restored = useRef(false);
  const [pendingChange, setPendingChange] = useState<
    (PendingSelectionChange & { next: SelectionDraft }) | null
  >(null);
  const [cartNotice, setCartNotice] = useState<string | null>(null);
  const form = orderForm.data;

  const apply = async (next: SelectionDraft) => {
    setDraft(next);
    saveSelections(site.id, next);
    if (!isComplete(next)) {
      setApplied(false);
      return;
    }
    setLoading(true);
    const delay = new Promise((done) => setTimeout(done, SELECTION_LOADER_MS));
    try {
      await Promise.all([actions.select(next), delay]);
      setApplied(true);
      setOpenSteps((open) => ({ ...open, products: true }));
    } catch {
      setApplied(false);
    } finally {
      setLoading(false);
    }
  };

  // Applying selections drops the lines they do not offer: the buyer is told which and may keep
  // the current selections instead (docs/decisions/purchase-walk.md).
  const choose = async (next: SelectionDraft) => {
    setCartNotice(null);
    // The preview runs the shared cart rules (and zod with them): loaded only when there is a
    // cart for a new selection to change (docs/decisions/web-first-paint.md).
    let removed: CartView["items"] = [];
    if (form && isComplete(next) && cart && cart.items.length > 0) {
      const preview = await import("../lib/selection-preview").catch(() => undefined);
      if (!preview) {
        // Without the preview the change could drop lines unannounced: the selections stay
        // as they are and the cart says why.
        setCartNotice(GENERIC_FAILURE);
        setOpenSteps((open) => ({ ...open, cart: true }));
        return;
      }
      removed = preview.removedBySelection(form, cart, next);
    }
    const changed = form ? changedSelection(form.selections, form.settings, draft, next) : null;
    if (removed.length > 0 && changed) setPendingChange({ ...changed, removed, next });
    else void apply(next);
  };

  /** Checkout found the cart changed in another tab: the page follows the stored cart. */
  const cartChanged = async () => {
    const fresh = (await refresh())?.cart;
    if (!fresh) return undefined;
    if (fresh.selection && !sameSelection(fresh.selection, draft)) {
      setDraft(fresh.selection);
      saveSelections(site.id, fresh.selection);
    }
    if (fresh.item_count === 0) setCartNotice(CART_CHANGED_TEXT.emptied);
    return fresh;
  };

  // Restore once settings arrive: saved ids re-filtered against them (requirements: purchases §4); hide_selections
  // campuses apply the first options.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per loaded order form.
  useEffect(() => {
    if (!form || restored.current) return;
    restored.current = true;
    const saved = readSavedSelections(site.id);
    const next = form.settings.hide_selections
      ? firstOptions(form.selections)
      : restoreSelections(saved, form.selections);
    if (isComplete(next)) void apply(next);
    else setDraft(next);
  }, [form]);

  const itemCount = cart?.item_count ?? 0;
  useEffect(() => {
    if (itemCount > 0) setOpenSteps((open) => ({ ...open, cart: true }));
  }, [itemCount]);

  const toggle = (step: string) => () => setOpenSteps((open) => ({ ...open, [step]: !open[step] }));
  const selection = form && applied ? resolve(form, draft) : null;
  const showCheckout = checkout && itemCount > 0;

  return (
    <SectionPage slug={section}>
      <ListState
        data={form && cart ? { form, cart } : undefined}
        error={orderForm.error ?? cartError}
        isEmpty={() => false}
        loading="Loading the order form"
        empty={null}
      >
        {({ form: loaded, cart: current }) => (
          <div className="purchase">
            {loaded.settings.hide_selections ? null : (
              <AccordionStep
                number={1}
                title="Customer selections"
                isOpen={!showCheckout && (openSteps.selections ?? false)}
                onToggle={showCheckout ? undefined : toggle("selections")}
              >
                <SelectionsStep
                  lists={loaded.selections}
                  settings={loaded.settings}
                  draft={draft}
                  onChange={(next) => void choose(next)}
                />
              </AccordionStep>
            )}
            <AccordionStep
              number={2}
              title="Products"
              isOpen={
                !showCheckout && (loading || (selection !== null && (openSteps.products ?? false)))
              }
              onToggle={showCheckout || !selection ? undefined : toggle("products")}
            >
              {loading || !selection ? (
                <Spinner label="Loading products" size="lg" />
              ) : (
                <Suspense fallback={<Skeleton count={3} />}>
                  <ProductsStep
                    siteId={site.id}
                    siteHasSubscriptions={site.subscriptions}
                    form={loaded}
                    selection={selection}
                    cart={current}
                    actions={actions}
                    renderSubscriptionForm={renderSubscriptionForm}
                  />
                </Suspense>
              )}
            </AccordionStep>
            <AccordionStep
              number={3}
              title="Shopping cart"
              isOpen={showCheckout || (openSteps.cart ?? false)}
              onToggle={toggle("cart")}
            >
              {cartNotice ? (
                <Notice tone="warning" onDismiss={() => setCartNotice(null)}>
                  {cartNotice}
                </Notice>
              ) : null}
              <Suspense fallback={<Skeleton count={3} />}>
                <CartStep
                  cart={current}
                  form={loaded}
                  isCheckout={showCheckout}
                  showEditCart={!renderCheckout}
                  actions={actions}
                  onCheckout={() => setCheckout(true)}
                  onEditCart={() => {
                    setCheckout(false);
                    setOpenSteps((open) => ({ ...open, products: true }));
                  }}
                />
              </Suspense>
            </AccordionStep>
            <AccordionStep number={4} title="Checkout" isOpen={showCheckout}>
              {showCheckout && isComplete(draft)
                ? (renderCheckout?.({
                    siteId: site.id,
                    cart: current,
                    selection: draft,
                    onEditCart: () => setCheckout(false),
                    onOrderPlaced: () => {
                      clearSavedSelections(site.id);
                      setDraft(EMPTY_DRAFT);
                      setApplied(false);
                      setCheckout(false);
                      void refresh();
                    },
                    onCartChanged: cartChanged,
                  }) ?? <p>Checkout is not available yet.</p>)
                : null}
            </AccordionStep>
          </div>
        )}
      </ListState>
      <SelectionChangeDialog
        change={pendingChange}
        onCancel={() => setPendingChange(null)}
        onConfirm={() => {
          if (pendingChange) void apply(pendingChange.next);
          setPendingChange(null);
        }}
      />
      <ProcessingOverlay isActive={isUpdating && !loading} message={CART_UPDATING} />
    </SectionPage>
  );
}

/** Without the app's slots (tests, or before checkout lands). */
export function Component() {
  return <PurchasePage />;
}
