// Server answers of the visitor forms that the spec does not word (docs/decisions/visitor-forms.md).
export const VISITOR_MESSAGES = {
  surveyAlreadyAnswered: "You have already answered this survey.",
  surveyChoiceUnknown: "That choice does not belong to this survey.",
  surveyNotFound: "We could not find that survey.",
  captchaReplayed: "This ALTCHA verification was already used. Please complete it again.",
  captchaRequired: "Please complete the ALTCHA verification to send this form.",
  tooManyMails:
    "You have sent too many messages from this connection or email address. Please try again in 15 minutes.",
  captchaRaised:
    "Many people are sending messages from your network. Please complete the new ALTCHA verification and send the form again.",
  contactBusy:
    "The dining team has received too many messages in the last hour. Please try again later.",
  tooManyVotes: "Too many votes from this connection. Please try again in 10 minutes.",
  answerNotFound: "We could not find that answer.",
  eventNotFound: "We could not find that event.",
  offerNotFound: "We could not find that special offer.",
  albumNotFound: "We could not find that album.",
} as const;
