-- Matching, part 1 (docs/jobs.md#pay-and-employment, docs/api.md "Word search"): a posting states
-- its employment type, its 年収 range or the upper bound of its pay basis, and where the work is
-- done; search finds Latin-script terms as whole words.

ALTER TABLE products
  ADD COLUMN employment_type text NOT NULL DEFAULT 'full_time'
    CHECK (employment_type IN ('full_time', 'contract', 'freelance', 'side_job', 'part_time')),
  ADD COLUMN annual_salary_min integer CHECK (annual_salary_min >= 0),
  ADD COLUMN annual_salary_max integer CHECK (annual_salary_max >= 0),
  ADD COLUMN compensation_amount_max integer CHECK (compensation_amount_max >= 0),
  ADD COLUMN work_style text NOT NULL DEFAULT 'office'
    CHECK (work_style IN ('full_remote', 'hybrid', 'office')),
  -- The yearly pay a posting reaches: its range's top, else its pay basis's top a year
  -- (products-repository.ts salaryReachOf). The salary filter and 年収の高い順 read it.
  ADD COLUMN salary_reach bigint NOT NULL DEFAULT 0,
  -- The posting's canonical words (search-words.ts); NULL until the api has computed them.
  ADD COLUMN search_words text[];

-- Postings written before: a day or hour rate was 業務委託, a monthly salary 正社員; remote ones
-- worked partly from home. What they reach a year follows from their pay basis.
UPDATE products SET
  employment_type = CASE WHEN compensation_type = 'month' THEN 'full_time' ELSE 'freelance' END,
  work_style = CASE WHEN supports_remote_work THEN 'hybrid' ELSE 'office' END,
  salary_reach = compensation_amount::bigint * CASE compensation_type
    WHEN 'month' THEN 12 WHEN 'day' THEN 240 ELSE 1920 END;

CREATE INDEX products_search_words_idx ON products USING gin (search_words);
-- 年収の高い順 walks this; the salary filter is a range on it.
CREATE INDEX products_active_salary_idx ON products (salary_reach DESC, id DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_active_employment_idx ON products (employment_type, listed_at DESC) WHERE status = 'ACTIVE';
CREATE INDEX products_active_work_style_idx ON products (work_style, listed_at DESC) WHERE status = 'ACTIVE';
