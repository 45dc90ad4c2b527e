import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/button";
import { Dialog, DialogTrigger } from "@/components/dialog";
import { NavDropdown } from "@/components/nav-dropdown";
import { Tab, TabList, TabPanel, Tabs } from "@/components/tabs";
import type { NavGroupItem } from "@/lib/nav/nav-items";

/** A question the user must answer: no Escape, no close button, only its own answer. */
function Question({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      title="Student ID Terms and Conditions"
      role="alertdialog"
      isOpen={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      isDismissable={false}
      showCloseButton={false}
      footer={(close) => <Button onPress={close}>Decline</Button>}
    >
      Terms
    </Dialog>
  );
}

/** The dropdown with a link after it, to tab out to. */
function Bar({ item }: { item: NavGroupItem }) {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <NavDropdown item={item} isOpen={open} onOpenChange={setOpen} />
      <a href="/after">After</a>
    </MemoryRouter>
  );
}

describe("Tabs", () => {
  const tabs = (
    <Tabs>
      <TabList aria-label="Products">
        <Tab id="plans">Meal Plans</Tab>
        <Tab id="coffee">Coffee</Tab>
        <Tab id="custom">Custom Plans</Tab>
      </TabList>
      <TabPanel id="plans">Plan list</TabPanel>
      <TabPanel id="coffee">Coffee offer</TabPanel>
      <TabPanel id="custom">Custom picker</TabPanel>
    </Tabs>
  );

  it("is one tab stop; the arrows move between tabs and the panel follows, labelled by its tab", async () => {
    render(tabs);
    const user = userEvent.setup();
    expect(screen.getByRole("tablist", { name: "Products" })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Meal Plans" }));
    expect(screen.getByRole("tabpanel", { name: "Meal Plans" }).textContent).toBe("Plan list");
    await user.keyboard("{ArrowRight}");
    const coffee = screen.getByRole("tab", { name: "Coffee" });
    expect(document.activeElement).toBe(coffee);
    expect(coffee.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Coffee" }).textContent).toBe("Coffee offer");
    await user.keyboard("{End}");
    expect(screen.getByRole("tabpanel", { name: "Custom Plans" }).textContent).toBe(
      "Custom picker",
    );
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Meal Plans" }));
    // Tab leaves the tab list for the panel, not for the next tab.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel", { name: "Meal Plans" }));
  });
});

describe("Dialog", () => {
  it("takes focus, is named by its title, closes on Escape and gives focus back to its opener", async () => {
    render(
      <DialogTrigger>
        <Button>Show terms</Button>
        <Dialog title="Meal Plan Terms and Conditions">Terms text</Dialog>
      </DialogTrigger>,
    );
    const user = userEvent.setup();
    await user.tab();
    const opener = screen.getByRole("button", { name: "Show terms" });
    expect(document.activeElement).toBe(opener);
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Meal Plan Terms and Conditions" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    // react-aria gives focus back in the next animation frame, once the dialog has unmounted.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("keeps focus inside while tabbing", async () => {
    render(
      <Dialog title="Confirm" isOpen footer={(close) => <Button onPress={close}>Done</Button>}>
        Body
      </Dialog>,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole("dialog", { name: "Confirm" });
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("ignores Escape when the question must be answered, and closes through its own button", async () => {
    const onOpenChange = vi.fn();
    render(<Question onOpenChange={onOpenChange} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole("alertdialog", { name: "Student ID Terms and Conditions" });
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    await user.keyboard("{Escape}");
    expect(dialog.isConnected).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});

describe("NavDropdown", () => {
  const item: NavGroupItem = {
    kind: "group",
    key: "dining",
    label: "Dining",
    children: [
      { kind: "link", key: "menus", label: "Menus", href: "/cedar/menus", external: false },
      { kind: "link", key: "hours", label: "Hours", href: "/cedar/hours", external: false },
      {
        kind: "link",
        key: "jobs",
        label: "Jobs",
        href: "https://jobs.example.edu/",
        external: true,
      },
    ],
  };

  it("opens with ArrowDown on its first link, moves with the arrows and closes on Escape back to its button", async () => {
    render(<Bar item={item} />);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Dining" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Menus" })).toBeNull();
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Menus" }));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Hours" }));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(
      screen.getByRole("link", { name: /^Jobs\s*\(opens in a new tab\)$/ }),
    );
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Menus" }));
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement?.textContent).toMatch(/^Jobs/);
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("opens and closes on Enter and closes when focus tabs out of it", async () => {
    render(<Bar item={item} />);
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: "Dining" });
    await user.tab();
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "After" }));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
