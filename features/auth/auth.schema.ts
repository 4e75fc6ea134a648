import { z } from 'zod'
import { emailField } from '../../platform/fields'

export const PASSWORD_MIN_LENGTH = 6

export const LoginSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
})
export type Login = z.infer<typeof LoginSchema>

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'New password must be at least 6 characters long')
  .max(1024, 'New password is too long')

export const RegisterSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  email: emailField(),
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 6 characters long')
    .max(1024, 'Password is too long'),
})
export type Register = z.infer<typeof RegisterSchema>

/** Only the fields sent change; a new password needs the current one (docs/product.md#admin-user-tab). */
export const UpdateCredentialsSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100).optional(),
    email: emailField().optional(),
    currentPassword: z.string().max(1024).optional(),
    newPassword: newPassword.optional(),
  })
  .refine((value) => !value.newPassword || (value.currentPassword ?? '') !== '', {
    message: 'Current password is required to change password',
    path: ['currentPassword'],
  })
export type UpdateCredentials = z.infer<typeof UpdateCredentialsSchema>

export const AdminSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
})
export type Admin = z.infer<typeof AdminSchema>

export const SessionSchema = z.object({ token: z.string(), admin: AdminSchema })
export type Session = z.infer<typeof SessionSchema>
