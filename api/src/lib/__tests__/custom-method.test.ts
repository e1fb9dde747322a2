import { customMethodTarget } from '../custom-method';

describe('customMethodTarget', () => {
  it('splits the id off its method', () => {
    expect(customMethodTarget('order-1:withdraw', 'withdraw')).toBe('order-1');
    // an id may hold a colon of its own: only the last method counts
    expect(customMethodTarget('a:b:withdraw', 'withdraw')).toBe('a:b');
  });

  it('refuses another method, no method and an empty id', () => {
    expect(customMethodTarget('order-1:cancel', 'withdraw')).toBeUndefined();
    expect(customMethodTarget('order-1', 'withdraw')).toBeUndefined();
    expect(customMethodTarget(':withdraw', 'withdraw')).toBeUndefined();
  });
});
