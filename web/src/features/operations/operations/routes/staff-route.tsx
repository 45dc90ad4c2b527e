import type { StaffMember } from "@shared/operations/routes/operations-staff";
import { STAFF_ROLE_LABELS } from "@shared/platform/roles";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Button as AriaButton } from "react-aria-components/Button";
import { Menu, MenuItem, MenuTrigger } from "react-aria-components/Menu";
import { Popover } from "react-aria-components/Popover";
import { Badge } from "@/components/badge";
import { Button } from "@/components/button";
import { buttonClassName } from "@/components/button-style";
import { Icon } from "@/components/icon";
import { Notice } from "@/components/notice";
import type { Message } from "@/components/toast";
import { useStaffList } from "../api/staff";
import { DataTable, type DataTableColumn } from "../components/data-table";
import { type StaffAction, StaffActionDialog } from "../components/staff-action-dialog";
import { InviteStaffDialog } from "../components/staff-invite-dialog";
import { useConsoleSession } from "../lib/console-session";

function standing(member: StaffMember): {
  label: string;
  tone: "success" | "warning" | "neutral" | "danger";
} {
  if (member.disabled) return { label: "Disabled", tone: "danger" };
  if (!member.password_set_at) return { label: "Invited", tone: "warning" };
  if (!member.totp_enrolled_at) return { label: "Two-factor not set up", tone: "warning" };
  return { label: "Active", tone: "success" };
}

/**
 * `/operations/staff` (company admin; docs/operations/screens.md "Staff"): every staff account,
 * inviting one, and per account a menu to change the role or campus, disable or enable it,
 * reset its two-factor (a lost phone) or mail the invitation again.
 */
export function Component() {
  const session = useConsoleSession();
  const { data, error, mutate } = useStaffList();
  const [inviting, setInviting] = useState(false);
  const [action, setAction] = useState<{ kind: StaffAction; member: StaffMember } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const siteName = (id: string | null) =>
    id === null ? "Every campus" : (session.sites.find((site) => site.id === id)?.name ?? id);

  const done = (text: string) => {
    setMessage({ text, tone: "success" });
    void mutate();
  };

  const columns: DataTableColumn<StaffMember>[] = [
    {
      id: "name",
      name: "Name",
      isRowHeader: true,
      sortValue: (member) => member.name,
      render: (member) => (
        <>
          {member.name}
          <br />
          <span className="ops-muted">{member.email}</span>
        </>
      ),
    },
    {
      id: "role",
      name: "Role",
      sortValue: (member) => STAFF_ROLE_LABELS[member.role],
      render: (member) => STAFF_ROLE_LABELS[member.role],
    },
    {
      id: "campus",
      name: "Campus",
      sortValue: (member) => siteName(member.site_id),
      render: (member) => siteName(member.site_id),
    },
    {
      id: "status",
      name: "Status",
      sortValue: (member) => standing(member).label,
      render: (member) => {
        const { label, tone } = standing(member);
        return <Badge tone={tone}>{label}</Badge>;
      },
    },
    {
      id: "actions",
      name: "Actions",
      render: (member) =>
        member.id === session.staff.id ? (
          <span className="ops-muted">You</span>
        ) : (
          <MenuTrigger>
            <AriaButton
              className={buttonClassName({ variant: "secondary", size: "sm" })}
              aria-label={`Actions for ${member.name}`}
            >
              Actions
              <Icon icon={ChevronDown} size={16} />
            </AriaButton>
            <Popover className="ui-popover" placement="bottom end">
              <Menu
                className="ui-listbox"
                onAction={(key) => setAction({ kind: key as StaffAction, member })}
              >
                <MenuItem id="role" className="ui-listbox__item">
                  Change role or campus…
                </MenuItem>
                <MenuItem id={member.disabled ? "enable" : "disable"} className="ui-listbox__item">
                  {member.disabled ? "Enable account…" : "Disable account…"}
                </MenuItem>
                <MenuItem id="reset_two_factor" className="ui-listbox__item">
                  Reset two-factor…
                </MenuItem>
                {!member.password_set_at ? (
                  <MenuItem id="resend" className="ui-listbox__item">
                    Send the invitation again…
                  </MenuItem>
                ) : null}
              </Menu>
            </Popover>
          </MenuTrigger>
        ),
    },
  ];

  return (
    <>
      <div className="ops-page-head">
        <h1>Staff</h1>
        <div className="ops-page-head__actions">
          <Button onPress={() => setInviting(true)}>Invite staff</Button>
        </div>
      </div>
      {message ? (
        <Notice tone={message.tone} role="status" onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      ) : null}
      <DataTable
        caption="Staff accounts"
        captionHidden
        columns={columns}
        rows={data?.staff}
        rowKey={(member) => member.id}
        error={error}
        onRetry={() => void mutate()}
        loadingText="Loading staff…"
        emptyText="No staff accounts yet."
        defaultSort={{ column: "campus", direction: "ascending" }}
      />
      {inviting ? (
        <InviteStaffDialog
          sites={session.sites}
          onClose={() => setInviting(false)}
          onInvited={(member, mailed) =>
            done(
              mailed
                ? `Invited ${member.name}: a link to set a password is on its way to ${member.email}.`
                : `${member.name}'s account is created, but the invitation could not be mailed. Use “Send the invitation again”.`,
            )
          }
        />
      ) : null}
      {action ? (
        <StaffActionDialog
          kind={action.kind}
          member={action.member}
          sites={session.sites}
          onClose={() => setAction(null)}
          onDone={done}
        />
      ) : null}
    </>
  );
}
