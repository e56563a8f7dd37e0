import { describe, expect, it } from "vitest";
import { quoteAnswers, quoteMove } from "./posted-steps.ts";
import { emptyQuote } from "./wizard.ts";

const contact = { name: "Ada Lovelace", email: "ada@example.com", phone: "+1 713 555 0100" };
const project = { projectType: "webapp", budget: "25k-50k", timeline: "standard" };
const features = { description: "A portal for our clients.", industry: "Healthcare" };

describe("quoteAnswers", () => {
  it("shapes a post into the wizard's answers: strings, and the features as a list", () => {
    expect(
      quoteAnswers({ ...contact, features: ["Admin Panel"], step: "2", intent: "next", stray: "x" }),
    ).toEqual({
      ...emptyQuote,
      ...contact,
      features: ["Admin Panel"],
    });
    expect(quoteAnswers({ name: ["not", "a string"], features: "Admin Panel" })).toEqual(emptyQuote);
  });
});

describe("quoteMove", () => {
  it("keeps a step whose required fields are missing, with each field's message", () => {
    const move = quoteMove(1, "next", quoteAnswers({ name: "Ada" }));
    expect(move).toMatchObject({ to: "step", step: 1 });
    expect(move.to === "step" && Object.keys(move.fieldErrors ?? {}).sort()).toEqual(["email", "phone"]);
  });

  it("moves on once every step so far is valid, and back without checking", () => {
    expect(quoteMove(1, "next", quoteAnswers(contact))).toEqual({ to: "step", step: 2 });
    expect(quoteMove(2, "next", quoteAnswers({ ...contact, ...project }))).toEqual({ to: "step", step: 3 });
    expect(quoteMove(3, "back", quoteAnswers({}))).toEqual({ to: "step", step: 2 });
    expect(quoteMove(1, "back", quoteAnswers({}))).toEqual({ to: "step", step: 1 });
  });

  it("sends a step posted out of turn back to the first step with an error", () => {
    expect(quoteMove(3, "next", quoteAnswers({ ...contact, ...features }))).toMatchObject({
      to: "step",
      step: 2,
    });
    expect(quoteMove(99, "submit", quoteAnswers({}))).toMatchObject({ to: "step", step: 1 });
  });

  it("submits only from the last step, with every step valid", () => {
    const all = quoteAnswers({ ...contact, ...project, ...features });
    expect(quoteMove(4, "submit", all)).toEqual({ to: "submit" });
    expect(quoteMove(4, "next", all)).toEqual({ to: "step", step: 4 });
    expect(quoteMove(3, "submit", all)).toEqual({ to: "step", step: 4 });
  });
});
