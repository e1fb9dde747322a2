-- What administrators vet an application for use with (docs/company.md#company-applications):
-- the company's 法人番号 (13 digits, check digit validated by the shared schema), its address and
-- its website. Null on the applications made before the form asked for them.
ALTER TABLE organization_applications ADD COLUMN corporate_number text;
ALTER TABLE organization_applications ADD COLUMN postal_code text;
ALTER TABLE organization_applications ADD COLUMN address_line1 text;
ALTER TABLE organization_applications ADD COLUMN address_line2 text;
ALTER TABLE organization_applications ADD COLUMN address_line3 text;
ALTER TABLE organization_applications ADD COLUMN website text;
