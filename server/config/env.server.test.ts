import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, parseEnvironment } from './env.server';

describe('parseEnvironment', () => {
  it('has working defaults for an empty environment', () => {
    const config = parseEnvironment({});
    expect(config.port).toBe(3000);
    expect(config.dataDirectory).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.rateLimits.enabled).toBe(true);
  });

  it('reads the documented variables', () => {
    const config = parseEnvironment({
      PORT: '8080',
      DATA_DIR: '/tmp/quiz',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      PUBLIC_ORIGIN: 'https://quiz.example/',
      RATE_LIMIT_ENABLED: 'false',
      COMMENT_RATE_BURST: '5',
    });
    expect(config.port).toBe(8080);
    expect(config.dataDirectory).toBe('/tmp/quiz');
    expect(config.trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(config.publicOrigin).toBe('https://quiz.example');
    expect(config.rateLimits.enabled).toBe(false);
    expect(config.rateLimits.comment.burst).toBe(5);
  });

  it('configures ads only with a client id', () => {
    expect(parseEnvironment({}).ads).toBeNull();
    expect(parseEnvironment({ AD_CLIENT_ID: 'ca-pub-123' }).ads).toEqual({
      clientId: 'ca-pub-123',
      scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
    });
    expect(() => parseEnvironment({ AD_CLIENT_ID: '<script>' })).toThrow(/AD_CLIENT_ID/);
  });

  it('configures the Kakao share only with a JavaScript key', () => {
    expect(parseEnvironment({}).kakao).toBeNull();
    expect(parseEnvironment({ KAKAO_JAVASCRIPT_KEY: '0123456789abcdef0123456789ABCDEF' }).kakao).toEqual({
      javascriptKey: '0123456789abcdef0123456789ABCDEF',
      sdkUrl: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js',
    });
    expect(() => parseEnvironment({ KAKAO_JAVASCRIPT_KEY: 'not-a-key' })).toThrow(/KAKAO_JAVASCRIPT_KEY/);
  });

  it('treats an empty variable as unset', () => {
    const config = parseEnvironment({ DATABASE_URL: '', TRUST_PROXY: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.port).toBe(3000);
  });

  it('names every invalid variable', () => {
    const attempt = () =>
      parseEnvironment({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADDRESS_HASH_SECRET: 'short' });
    expect(attempt).toThrow(ConfigurationError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADDRESS_HASH_SECRET/);
  });
});
