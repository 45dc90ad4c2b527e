import { Suspense, useId, useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/button";
import { sectionSlugFor } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { lazyNamed } from "@/lib/lazy-named";
import { sitePath } from "@/lib/url";

export const RECHARGE_REFUSED = "Sorry, we can't display this button right now.";

// The form (fields, zod validation: ~20 chunks) is only for visitors who open it, so the home
// page does not download and run it: it starts loading when the button is pointed at, focused
// or pressed.
const loadForm = () => import("./recharge-form");
const RechargeForm = lazyNamed(loadForm, "RechargeForm");

/**
 * The tile's form loads its data when the visitor asks for it, so the home page itself stays
 * within its three API calls (docs/decisions/public-site.md).
 */
export function RechargeTile() {
  const site = useCurrentSite();
  const titleId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const slug = sectionSlugFor(site.section_list, "meal-plan-purchase");
  return (
    <section className="tile tile--recharge" aria-labelledby={titleId}>
      <h2 id={titleId}>Recharge Your Card</h2>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={formId}
        onHoverStart={() => void loadForm()}
        onFocus={() => void loadForm()}
        onPress={() => setOpen((value) => !value)}
      >
        Recharge now
      </Button>
      <div id={formId}>
        {open ? (
          <Suspense fallback={<p role="status">Loading</p>}>
            <RechargeForm />
          </Suspense>
        ) : null}
      </div>
      {slug ? (
        <p>
          <Link to={sitePath(site.slug, slug)}>Add funds to your card</Link>
        </p>
      ) : null}
    </section>
  );
}
