import { afterEach, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../testing/test-app.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());

describe.skipIf(!available)(`rate limits on ${dialectUnderTest()}`, () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const limited = {
    RATE_LIMIT_ENABLED: 'true',
    COMMENT_RATE_BURST: '2',
    COMMENT_RATE_INTERVAL_MS: '5000',
    SUBMIT_RATE_BURST: '3',
    SUBMIT_RATE_INTERVAL_MS: '2000',
  };

  /** Three comments from one connecting address, each claiming another client in X-Forwarded-For. */
  async function commentBehindProxy(app: TestApp, remoteAddress: string) {
    const sessionId = await sessionOf(app);
    const forwardedAddresses = ['1.1.1.1', '2.2.2.2', '3.3.3.3'];
    const responses = [];
    for (const forwarded of forwardedAddresses) {
      responses.push(
        await app.app.inject({
          method: 'POST',
          url: `/api/comments/${sessionId}`,
          // Distinct comments: the same one again from one address is refused as a repeat (decision 0045).
          payload: { authorName: 'a', comment: `comment from ${forwarded}` },
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        }),
      );
    }
    return { responses, forwardedAddresses };
  }

  async function sessionOf(app: TestApp): Promise<string> {
    return (await app.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(), remoteAddress: '10.9.9.9' })).json().id;
  }

  it('answers 429 with Retry-After past the comment burst, and leaves another client alone', async () => {
    testApp = await createTestApp(limited);
    const sessionId = await sessionOf(testApp);
    let written = 0;
    const comment = (remoteAddress: string) =>
      testApp!.app.inject({ method: 'POST', url: `/api/comments/${sessionId}`, payload: { authorName: 'a', comment: `comment ${(written += 1)}` }, remoteAddress });

    expect((await comment('198.51.100.1')).statusCode).toBe(201);
    expect((await comment('198.51.100.1')).statusCode).toBe(201);
    const refused = await comment('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(5);
    expect(refused.json().message).toMatch(/too many requests/i);

    expect((await comment('198.51.100.2')).statusCode).toBe(201);
  });

  it('limits submits per client', async () => {
    testApp = await createTestApp(limited);
    const submit = () =>
      testApp!.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(), remoteAddress: '198.51.100.7' });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await submit()).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  // Decision 0030: 30 addresses of one /64 used to get 30 fresh buckets.
  it('counts every IPv6 address of one /64 as one client, and another /64 as another', async () => {
    testApp = await createTestApp(limited);
    const submitFrom = (remoteAddress: string) =>
      testApp!.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(), remoteAddress });
    const statuses = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await submitFrom(`2001:db8:7:9:${(index + 1).toString(16)}::${index + 1}`)).statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    expect((await submitFrom('2001:db8:7:a::1')).statusCode).toBe(201);
  });

  it('ignores a spoofed X-Forwarded-For without TRUST_PROXY', async () => {
    testApp = await createTestApp(limited);
    const { responses } = await commentBehindProxy(testApp, '198.51.100.9');
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 429]);
    expect(responses[0]!.json().authorIp).toBe('198.51');
  });

  it('uses X-Forwarded-For from a configured proxy', async () => {
    testApp = await createTestApp({ ...limited, TRUST_PROXY: '127.0.0.1' });
    const { responses, forwardedAddresses } = await commentBehindProxy(testApp, '127.0.0.1');
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(responses.map((response) => response.json().authorIp)).toEqual(
      forwardedAddresses.map((address) => address.split('.').slice(0, 2).join('.')),
    );
  });
});
