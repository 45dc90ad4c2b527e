import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/button";
import { FormStatus } from "@/components/form-status";
import { ListState, SOMETHING_WENT_WRONG } from "@/components/list-state";
import { NOTICE_MS, Notice } from "@/components/notice";
import { ResultNotice } from "@/components/result-notice";
import { Toast } from "@/components/toast";

describe("Button", () => {
  it("presses with Enter and with Space", async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Add to cart</Button>);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add to cart" }));
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it("while pending keeps focus, says so, ignores presses and does not submit its form", async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending pendingLabel="Reserving…" onPress={onPress}>
          Reserve
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Reserving…" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits its form with Enter when it is the submit button", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Apply</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe("Notice and ResultNotice", () => {
  it("announces a failure as an alert with a named dismiss button", async () => {
    const onDismiss = vi.fn();
    render(
      <ResultNotice result={{ tone: "danger", text: "Card declined." }} onDismiss={onDismiss} />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Card declined.");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("announces a success politely and renders nothing without a result", () => {
    const { rerender } = render(
      <ResultNotice result={{ tone: "success", text: "Saved." }} onDismiss={() => undefined} />,
    );
    expect(screen.getByRole("status").textContent).toContain("Saved.");
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<ResultNotice result={null} onDismiss={() => undefined} />);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("has a title and no button when not dismissible", () => {
    render(
      <Notice tone="warning" title="Heads up">
        Closing early today.
      </Notice>,
    );
    expect(screen.getByRole("alert").textContent).toBe("Heads upClosing early today.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Toast", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("goes away by itself after the spec's timeout, without a close button", () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    render(<Toast message={{ tone: "success", text: "Your message was sent." }} onDone={onDone} />);
    expect(screen.getByRole("status").textContent).toContain("Your message was sent.");
    expect(screen.queryByRole("button")).toBeNull();
    act(() => vi.advanceTimersByTime(NOTICE_MS - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe("FormStatus", () => {
  it("is an empty live region before there is a result, then says it", () => {
    const { rerender } = render(<FormStatus message={null} />);
    const region = screen.getByRole("status");
    expect(region.textContent).toBe("");
    rerender(<FormStatus message={{ tone: "danger", text: "Something went wrong." }} />);
    expect(screen.getByRole("status")).toBe(region);
    expect(region.textContent).toBe("Something went wrong.");
  });
});

describe("ListState", () => {
  const list = (data: string[] | undefined, error?: unknown) => (
    <ListState data={data} error={error} loading="Loading staff..." empty="No staff yet.">
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ListState>
  );

  it("moves from the announced loading text to the list once the data arrives", async () => {
    const { rerender } = render(list(undefined));
    expect(screen.getByRole("status").textContent).toBe("Loading staff...");
    rerender(list(["Ana", "Ben"]));
    expect((await screen.findAllByRole("listitem")).map((li) => li.textContent)).toEqual([
      "Ana",
      "Ben",
    ]);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says an empty list plainly and a failure as an alert", () => {
    const { rerender } = render(list([]));
    expect(screen.getByText("No staff yet.")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    rerender(list(undefined, new Error("down")));
    expect(screen.getByRole("alert").textContent).toBe(SOMETHING_WENT_WRONG);
  });
});
