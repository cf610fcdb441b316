// A passkey authenticator in Node for the staff passkey tests: an ES256 key made with node:crypto,
// `none` attestation, answers encoded in CBOR the way a phone or security key encodes them.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export type CeremonyOptions = { challenge: string };

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The signature counter the next assertion carries. */
  counter = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as a COSE_Key map (EC2, ES256, P-256). */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** A credential as the browser posts it, around the authenticator's `response`. */
  private credential<R>(response: R) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response,
    };
  }

  /** The answer to registration options, as the browser posts it. */
  register(
    options: CeremonyOptions,
    { userVerified = true, origin = this.origin }: { userVerified?: boolean; origin?: string } = {},
  ) {
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([UP | (userVerified ? UV : 0) | AT]),
      counterBytes(this.counter),
      Buffer.alloc(16), // AAGUID: none, as a privacy-preserving authenticator reports
      Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return this.credential({
      clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /**
   * The answer to sign-in options, signed with this key (or `signWith`); the counter goes up by
   * one unless `counter` is given.
   */
  assert(
    options: CeremonyOptions,
    {
      userVerified = true,
      counter,
      signWith,
      origin = this.origin,
    }: { userVerified?: boolean; counter?: number; signWith?: KeyObject; origin?: string } = {},
  ) {
    if (counter === undefined) this.counter += 1;
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([UP | (userVerified ? UV : 0)]),
      counterBytes(counter ?? this.counter),
    ]);
    const clientData = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      signWith ?? this.keys.privateKey,
    );
    return this.credential({
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
    });
  }
}

/** Another key, for a signature the stored public key does not verify. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
}
