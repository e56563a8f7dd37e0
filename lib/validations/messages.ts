// The words of the shared field checks (./fields.ts) in English: the forms' and the server's messages at
// today's addresses, and the `forms.validation` group of the English dictionary, which a Spanish page's
// forms replace with its own (lib/i18n/dictionaries/es.ts). `{label}` is the field's name in that language.
export const validationWords = {
  required: "{label} is required.",
  notText: "{label} must be text.",
  unstorable: "{label} contains characters we cannot store.",
  controlCharacters: "{label} contains control characters. Please remove them.",
  textDirection: "{label} contains characters that change the direction of text. Please remove them.",
  oneLine: "{label} must fit on one line.",
  tooLong: "{label} must be at most {max} characters.",
  email: "Please enter a valid email address.",
  phone: "Please enter a valid phone number.",
} as const;

export type ValidationWords = { readonly [K in keyof typeof validationWords]: string };
