import type { listActiveStaff } from "@shared/api/routes/staff";
import { isPhoneShown } from "@shared/domain/content/contact";
import type { Staff } from "@shared/schemas/staff";
import { useParams } from "react-router-dom";
import { Button } from "@/components/button";
import { Dialog, DialogTrigger } from "@/components/dialog";
import { ListState } from "@/components/list-state";
import { routeRef } from "@/lib/api-client";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import { siteFileUrl } from "@/lib/content/site-files";
import { useSiteData } from "@/lib/content/use-site-data";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";

const listStaffRoute = routeRef<typeof listActiveStaff>({
  operationId: "listActiveStaff",
  method: "GET",
  path: "/v1/staff/active_list",
});

function StaffCard({ member, siteId }: { member: Staff; siteId: string }) {
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <li className="staff-card">
      {member.picture ? (
        <img src={siteFileUrl(siteId, "staff", member.picture.file_name)} alt={name} />
      ) : (
        <div className="staff-card__placeholder" role="img" aria-label={`No photo of ${name}`} />
      )}
      <h2 className="staff-card__name">{name}</h2>
      {member.title ? <p>{member.title}</p> : null}
      {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : null}
      {isPhoneShown(member.phone) ? (
        <p>
          <a href={`tel:${member.phone}`}>{member.phone_formatted || member.phone}</a>
        </p>
      ) : null}
      {member.bio ? (
        <DialogTrigger>
          <Button variant="secondary" size="sm">
            More about {member.first_name}
          </Button>
          <Dialog title={name}>
            {/* The bio is stored HTML: sanitized like every other body (docs/decisions/public-site.md) */}
            <LazySafeHtml html={member.bio} siteId={siteId} className="staff-card__bio" />
          </Dialog>
        </DialogTrigger>
      ) : null}
    </li>
  );
}

/** requirements: public-browsing §2 Staff: cards in a 3-column grid with a 'More about' bio dialog. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useSiteData(listStaffRoute, { site_id: site.id });
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.staff.length === 0}
        loading="Loading staff..."
        empty="We are now taking applications!"
      >
        {(data) => (
          <ul className="staff-grid">
            {data.staff.map((member) => (
              <StaffCard key={member.id} member={member} siteId={site.id} />
            ))}
          </ul>
        )}
      </ListState>
    </SectionPage>
  );
}
