import { describe, expect, it } from "vitest";
import {
  feedbackMail,
  followUpMail,
  helpAnswerMail,
} from "../../../shared/visitor-forms/mail-text";

describe("mails to the campus contact", () => {
  it("lists every feedback field, with '-' for the blank ones", () => {
    const mail = feedbackMail(
      "Cedar Ridge",
      {
        first_name: "Jo",
        last_name: "Doe",
        email: "jo@example.edu",
        student_id: "",
        location: "cedar-commons",
        customer_residence: "On Campus",
        customer_type: "Junior",
        comments: "Great salad bar.",
        offers: "true",
        birthday: "",
      },
      "Cedar Commons",
    );
    expect(mail.subject).toBe("Cedar Ridge: feedback from Jo Doe");
    expect(mail.text.split("\n")).toEqual([
      "Name: Jo Doe",
      "Email: jo@example.edu",
      "Campus ID: -",
      "Dining location: Cedar Commons",
      "Residence: On Campus",
      "Customer type: Junior",
      "Send offers: Yes",
      "Birthday: -",
      "Comments: Great salad bar.",
    ]);
    const noOffers = feedbackMail(
      "X",
      {
        ...{
          first_name: "A",
          last_name: "B",
          email: "",
          student_id: "",
          location: "",
          customer_residence: "",
          customer_type: "",
          comments: "",
          birthday: "",
        },
        offers: "false",
      },
      "",
    );
    expect(noOffers.text).toContain("Send offers: No");
  });

  it("lists an answer form's labels and values, joining checkbox picks", () => {
    const mail = helpAnswerMail("Harbor State", "How do I request a refund?", [
      { label: "Why?", value: "Moving" },
      { label: "How", value: ["Email", "Phone"] },
    ]);
    expect(mail).toEqual({
      subject: 'Harbor State: request about "How do I request a refund?"',
      text: "Why?: Moving\nHow: Email, Phone",
    });
  });

  it("lists the follow-up fields", () => {
    const mail = followUpMail("Harbor State", "Hours?", {
      name: "Jo",
      email: "jo@example.edu",
      student_id: "H12345678",
      comments: "Call me",
    });
    expect(mail.subject).toBe('Harbor State: follow-up about "Hours?"');
    expect(mail.text).toBe(
      "Name: Jo\nEmail: jo@example.edu\nStudent ID: H12345678\nComments: Call me",
    );
  });
});
