import { describe, expect, it, vi } from 'vitest';
import { apiGet, apiRequest, ApiRequestError, GENERIC_ERROR_MESSAGE } from './api-client';
import { OFFLINE_CHANGE_MESSAGE } from './offline';

function reply(body: string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe('apiGet', () => {
  it('returns the parsed body', async () => {
    reply('{"total":3,"extra":true}');
    await expect(apiGet('/api/x')).resolves.toEqual({ total: 3, extra: true });
  });

  it("throws the server's message, status and field for an error reply", async () => {
    reply(
      '{"statusCode":400,"error":"Bad Request","message":"cityid must be from 0 to 4.","field":"cityid"}',
      400,
    );
    const error = await failure(apiGet('/api/cars?cityid=9'));
    expect(error.message).toBe('cityid must be from 0 to 4.');
    expect(error.status).toBe(400);
    expect(error.field).toBe('cityid');
  });

  it('throws the generic message when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(apiGet('/api/x'));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.status).toBe(0);
  });

  it('throws the generic message when the body is not JSON', async () => {
    reply('<html>Bad gateway</html>', 502);
    expect((await failure(apiGet('/api/x'))).message).toBe(
      'Something went wrong, Please try again later.',
    );
  });

  it('sends JSON bodies with the method and reads the reply', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws the generic message when an error reply has no message', async () => {
    reply('{"oops":1}', 500);
    expect((await failure(apiGet('/api/x'))).message).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('apiRequest offline', () => {
  it('refuses a change at once with a clear message and sends nothing; reads still go out', async () => {
    reply('{"ok":true}');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await failure(apiRequest('/api/bookings/5/cancel', { method: 'POST' }));
    expect(error.message).toBe(OFFLINE_CHANGE_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
    // The service worker may answer a read from its copy.
    await expect(apiGet('/api/bookings')).resolves.toEqual({ ok: true });
    onLine.mockRestore();
  });
});
