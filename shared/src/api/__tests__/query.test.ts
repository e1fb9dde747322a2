import { odataString } from '../query';

describe('odataString', () => {
  it("quotes a value for a $filter, doubling each '", () => {
    expect(odataString('org-1')).toBe("'org-1'");
    expect(odataString("O'Reilly's")).toBe("'O''Reilly''s'");
  });
});
