import { describe, expect, it } from 'vitest';
import { contentDisposition, isExecutable } from './attachments';

describe('isExecutable', () => {
  it.each([
    ['a Windows program', Buffer.from('MZ\x90\x00rest', 'latin1')],
    ['an ELF binary', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1])],
    ['a Mach-O binary', Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1])],
    ['a fat Mach-O binary', Buffer.from([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2])],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['a script after a byte order mark', Buffer.from('\ufeff#!/usr/bin/env node\n')],
  ])('refuses %s', (_what, bytes) => {
    expect(isExecutable(bytes)).toBe(true);
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a text starting with #', Buffer.from('# Notes\nMZ later')],
    ['one byte', Buffer.from('M')],
  ])('accepts %s', (_what, bytes) => {
    expect(isExecutable(bytes)).toBe(false);
  });
});

describe('contentDisposition', () => {
  it('keeps any name safe in the header', () => {
    expect(contentDisposition('attachment', 'brief "v2".pdf')).toBe(
      `attachment; filename="brief _v2_.pdf"; filename*=UTF-8''brief%20%22v2%22.pdf`,
    );
    expect(contentDisposition('inline', 'café.png')).toBe(
      `inline; filename="caf_.png"; filename*=UTF-8''caf%C3%A9.png`,
    );
  });
});
