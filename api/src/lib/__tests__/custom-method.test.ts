import Fastify from 'fastify';
import { customMethodPath } from '../custom-method';

describe('customMethodPath', () => {
  it('routes `{id}:{method}` with the id alone as the parameter, beside the plain resource', async () => {
    const app = Fastify();
    app.post(customMethodPath('/orders/:orderId', 'withdraw'), async (request) => ({
      withdraw: request.params,
    }));
    app.post(customMethodPath('/orders/:orderId', 'cancel'), async (request) => ({
      cancel: request.params,
    }));
    app.post('/orders/:orderId', async (request) => ({ plain: request.params }));
    const post = async (url: string) => {
      const response = await app.inject({ method: 'POST', url });
      return [response.statusCode, response.json()];
    };
    expect(await post('/orders/o-1:withdraw')).toEqual([200, { withdraw: { orderId: 'o-1' } }]);
    expect(await post('/orders/o-1:cancel')).toEqual([200, { cancel: { orderId: 'o-1' } }]);
    expect(await post('/orders/o-1')).toEqual([200, { plain: { orderId: 'o-1' } }]);
    // an unknown method is the plain resource's to refuse (its id schema has no colon)
    expect(await post('/orders/o-1:other')).toEqual([200, { plain: { orderId: 'o-1:other' } }]);
    await app.close();
  });

  it('needs a parameter to end the path', () => {
    expect(() => customMethodPath('/orders', 'withdraw')).toThrow('does not end in a parameter');
  });
});
