import { portableText, seo } from "./helpers.ts";

export const privacyPage = {
  _id: "privacyPage",
  _type: "legalPage",
  seo: seo(
    "Privacy Policy | Cardinal Consulting",
    "What personal information Cardinal Consulting collects through this website, why, how long we keep it and how to reach us about it.",
  ),
  title: "Privacy Policy",
  updatedAt: "2025-01-15",
  body: portableText(
    [
      "This policy explains what personal information Cardinal Consulting collects when you use this website, how we use it and the choices you have.",
      "## Information we collect",
      "- Details you send us through our forms: your name, email address, phone number, company and the description of your project.",
      "- Your email address when you subscribe to our newsletter.",
      "- Account details when you sign in: your email address and the name you register with.",
      "- Basic technical data such as browser type and pages visited, collected to keep the site secure and working.",
      "## How we use it",
      "We use your information to answer your enquiries, prepare proposals, send the newsletter you asked for and improve our services. We do not sell your personal information.",
      "## How long we keep it",
      "Enquiries and quote requests are kept for up to three years so we can follow up on projects. Newsletter subscriptions are kept until you unsubscribe.",
      "## Sharing",
      "We share information only with service providers that host our website and database, under contracts that require them to protect it, or when the law requires us to.",
      "## Your rights",
      "You can ask to see, correct or delete the personal information we hold about you, and you can unsubscribe from the newsletter at any time.",
      "## Contact",
      "Questions about this policy? Write to [hello@cardinalhouston.com](mailto:hello@cardinalhouston.com) or to Cardinal Consulting, 2100 West Loop S Fwy, Houston, TX 77027.",
    ],
    "privacy",
  ),
};

export const termsPage = {
  _id: "termsPage",
  _type: "legalPage",
  seo: seo(
    "Terms of Service | Cardinal Consulting",
    "The terms that apply when you use the Cardinal Consulting website, its free SEO analyzer and its forms.",
  ),
  title: "Terms of Service",
  updatedAt: "2025-01-15",
  body: portableText(
    [
      "These terms apply to your use of the Cardinal Consulting website. By using the site you agree to them.",
      "## Use of the website",
      "You may browse the site, use the free SEO analyzer and contact us through our forms for lawful purposes. Do not attempt to disrupt the site or access areas you are not authorized to use.",
      "## Quotes and evaluations",
      "Estimates, evaluations and quotes provided through this website are indications for discussion. A project starts only when both parties sign a written agreement.",
      "## SEO analyzer",
      "The free SEO analyzer gives general guidance only. Its results are not a professional audit and should not be relied on for business decisions.",
      "## Intellectual property",
      "The text, images, logos and code of this website belong to Cardinal Consulting unless stated otherwise. Case studies are published with our clients' permission.",
      "## Liability",
      "The website is provided as is. To the extent the law allows, Cardinal Consulting is not liable for losses arising from the use of the site.",
      "## Changes and contact",
      "We may update these terms; the date above shows the latest version. Questions? Write to [hello@cardinalhouston.com](mailto:hello@cardinalhouston.com).",
    ],
    "terms",
  ),
};
