import { lookUpPostalCode } from '../postal-code-lookup';

// The real package and its data: no mock here.
describe('lookUpPostalCode', () => {
  it('finds the prefecture, city and town of a known code', async () => {
    await expect(lookUpPostalCode('1000001')).resolves.toEqual({
      prefecture: '東京都',
      city: '千代田区',
      town: '千代田',
    });
  });

  it('leaves the town out when the code names the whole city', async () => {
    await expect(lookUpPostalCode('1000000')).resolves.toEqual({
      prefecture: '東京都',
      city: '千代田区',
    });
  });

  it('answers null for an unknown or malformed code', async () => {
    await expect(lookUpPostalCode('1009999')).resolves.toBeNull();
    await expect(lookUpPostalCode('100-0001')).resolves.toBeNull();
  });
});
