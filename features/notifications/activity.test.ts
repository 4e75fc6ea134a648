import { describe, expect, it } from 'vitest'
import { buildActivity } from './activity'

const message = (id: string, at: string, replies: { id: string; at: string }[] = []) => ({
  _id: id,
  name: `Sender ${id}`,
  email: `${id}@example.com`,
  subject: `Subject ${id}`,
  message: `Text ${id}`,
  status: 'unread' as const,
  isRead: false,
  readBy: [],
  replies: replies.map((reply) => ({
    _id: reply.id,
    message: `Reply ${reply.id}`,
    admin: { _id: null, name: 'Ada' },
    createdAt: reply.at,
    delivery: null,
  })),
  createdAt: at,
  updatedAt: at,
})

describe('buildActivity', () => {
  it('merges messages, replies and sign-ups, newest first, up to the limit', () => {
    const entries = buildActivity(
      [
        message('m1', '2026-01-01T10:00:00Z', [{ id: 'r1', at: '2026-01-03T10:00:00Z' }]),
        message('m2', '2026-01-02T10:00:00Z'),
      ],
      [
        {
          _id: 's1',
          email: 'reader@example.com',
          status: 'confirmed',
          // The sign-up counts when it was confirmed.
          createdAt: '2025-12-30T10:00:00Z',
          confirmedAt: '2026-01-04T10:00:00Z',
        },
      ],
    )
    expect(entries.map((entry) => entry.id)).toEqual([
      'subscriber-s1',
      'reply-r1',
      'message-m2',
      'message-m1',
    ])
    expect(entries[1]).toMatchObject({ title: 'Ada replied to Sender m1', messageId: 'm1' })
    expect(entries[2]).toMatchObject({ title: 'Sender m2 sent “Subject m2”', isUnread: true })
    expect(
      buildActivity([message('a', '2026-01-01T00:00:00Z'), message('b', '2026-01-02T00:00:00Z')], [], 1),
    ).toHaveLength(1)
  })
})
