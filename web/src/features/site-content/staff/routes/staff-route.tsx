import { isPhoneShown } from "@shared/site-content/contact";
import type { Staff } from "@shared/site-content/schemas/staff";
import { Mail, Phone } from "lucide-react";
import { useParams } from "react-router-dom";
import { Avatar } from "@/components/avatar";
import { Button } from "@/components/button";
import { Card } from "@/components/card";
import { Dialog, DialogTrigger } from "@/components/dialog";
import { Icon } from "@/components/icon";
import { ListState } from "@/components/list-state";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useActiveStaff } from "../api/active-staff";

function StaffCard({ member, siteId }: { member: Staff; siteId: string }) {
  const name = `${member.first_name} ${member.last_name}`;
  return (
    <Card
      as="li"
      className="staff-card"
      footer={
        member.bio ? (
          <DialogTrigger>
            <Button variant="secondary" size="sm">
              More about {member.first_name}
            </Button>
            <Dialog title={name}>
              {/* The bio is stored HTML: sanitized like every other body (docs/decisions/public-site.md) */}
              <LazySafeHtml html={member.bio} siteId={siteId} className="staff-card__bio" />
            </Dialog>
          </DialogTrigger>
        ) : null
      }
    >
      {/* The name is the heading right below, so the photo or initials add nothing to hear. */}
      <Avatar
        name={name}
        src={member.picture ? siteFileUrl(siteId, "staff", member.picture.file_name) : undefined}
        decorative
      />
      <h2 className="staff-card__name">{name}</h2>
      {member.title ? <p className="staff-card__title">{member.title}</p> : null}
      {member.email || isPhoneShown(member.phone) ? (
        <ul className="staff-card__contact">
          {member.email ? (
            <li>
              <Icon icon={Mail} size={16} />
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </li>
          ) : null}
          {isPhoneShown(member.phone) ? (
            <li>
              <Icon icon={Phone} size={16} />
              <a href={`tel:${member.phone}`}>{member.phone_formatted || member.phone}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </Card>
  );
}

/** requirements: public-browsing §2 Staff: cards in a 3-column grid with a 'More about' bio dialog. */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const { data, error } = useActiveStaff(site.id);
  return (
    <SectionPage slug={section}>
      <ListState
        data={data}
        error={error}
        isEmpty={(loaded) => loaded.staff.length === 0}
        loading="Loading staff..."
        empty="We are now taking applications!"
        skeleton={{ shape: "card", count: 3 }}
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
