-- Reference data: the four membership tiers of spec §3 (prices in cents, real cost after the 66 % tax deduction).
INSERT INTO "tiers" ("id", "title", "price_cents", "actual_cost_cents", "description", "is_public", "position") VALUES
  ('practicing', 'Praticien hospitalier en exercice', 12000, 4000, 'Pour les radiologues hospitaliers en activité : praticiens hospitaliers, hospitalo-universitaires et contractuels.', true, 1),
  ('retired', 'Praticien retraité', 6000, 2000, 'Pour les radiologues hospitaliers à la retraite qui souhaitent rester membres du syndicat.', true, 2),
  ('assistant', 'Assistant, chef de clinique, interne', 3000, 1000, 'Pour les assistants spécialistes, chefs de clinique et internes en radiologie.', true, 3),
  ('first-time', 'Première adhésion', 0, 0, 'Adhésion offerte la première année, attribuée depuis le profil ou par un administrateur.', false, 4)
ON CONFLICT ("id") DO NOTHING;
