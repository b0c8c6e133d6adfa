-- The two contract templates every installation starts with (issue: "seed two templates").
-- Placeholders are filled when a contract is rendered: {{organization_name}},
-- {{trade_license_number}}, {{contract_number}}, {{start_date}}, {{end_date}},
-- {{commission_percent}}.
INSERT INTO "contract_templates" ("name", "kind", "body", "default_commission_percent", "default_duration_months") VALUES
('Developer listing agreement', 'developer',
'This Listing Agreement (No. {{contract_number}}) is made between Realestate Platform ("the Platform") and {{organization_name}}, trade licence {{trade_license_number}} ("the Developer").

1. Listing. The Developer lists its projects, buildings and units on the Platform and keeps their prices, availability and payment plans accurate and current.

2. Sales channel. The Platform''s sales managers and the brokerages registered on it may present the listed units to buyers and prepare sale offers on the Developer''s behalf.

3. Commission. For every unit sold through the Platform, the Developer pays a commission of {{commission_percent}}% of the net sale price, due within 30 days of the sale and purchase agreement being signed.

4. Term. This agreement runs from {{start_date}} to {{end_date}} and may be renewed for a further period by mutual agreement.

5. Data. Each party processes the other''s data only to perform this agreement and keeps it confidential.',
'2.00', 12),
('Broker partnership agreement', 'broker',
'This Partnership Agreement (No. {{contract_number}}) is made between Realestate Platform ("the Platform") and {{organization_name}}, trade licence {{trade_license_number}} ("the Brokerage").

1. Access. The Brokerage may present the units listed on the Platform to its clients and work its leads and deals in the Platform''s CRM.

2. Conduct. The Brokerage acts within its licence, presents prices and payment plans exactly as listed, and registers every client introduction on the Platform.

3. Commission share. For every sale introduced by the Brokerage and completed through the Platform, the Brokerage receives {{commission_percent}}% of the net sale price.

4. Term. This agreement runs from {{start_date}} to {{end_date}} and may be renewed for a further period by mutual agreement.

5. Data. Each party processes the other''s data only to perform this agreement and keeps it confidential.',
'1.50', 12);
