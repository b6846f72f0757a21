import { groupSecret, qrImageSource } from './totp-enrolment';

describe('qrImageSource', () => {
  it('percent-encodes the SVG the client prefixes with data:image/svg+xml;utf-8, so a # cannot end the URL', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#000" d="M0 0h1v1H0z"/></svg>';
    const source = qrImageSource(`data:image/svg+xml;utf-8,${svg}`);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(source).not.toContain('#');
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
  });

  it('passes through a data URL the service already made (the client prefixes it again)', () => {
    expect(qrImageSource('data:image/svg+xml;utf-8,data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
    expect(qrImageSource('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
  });
});

describe('groupSecret', () => {
  it('groups the key in fours for typing by hand', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
