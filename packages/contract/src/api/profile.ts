import { z } from 'zod';
import { normaliseName, normaliseText } from '../text/normalise-text';
import { LIMITS } from '../constants';
import {
  ACCOUNT_LIMITS,
  codeSchema,
  countryCodeSchema,
  mobileSchema,
  passwordSchema,
  userInfoSchema,
} from './account';
import { defineCall } from './define-call';
import { pageOf } from './paging';

export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export const ANCHOR_APPLICATION_LIMITS = {
  realNameMaxLength: 30,
  contactMaxLength: 50,
  experienceMinLength: LIMITS.experienceTextMinLength,
  experienceMaxLength: 1000,
} as const;

export const REVIEW_STATUSES = ['waiting', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A public profile: what anyone may see of a member (the /persona page). */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  avatar: z.string(),
  user_nickname: z.string(),
  signature: z.string(),
  is_anchor: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
  is_followed: z.boolean(),
  create_time_str: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const anchorApplicationSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  real_name: z.string(),
  contact: z.string(),
  id_number: z.string().describe('Masked: first and last characters only'),
  id_photo: z.string(),
  experience: z.string(),
  inviter: z.string(),
  code: z.string(),
  review_note: z.string(),
  created_at: z.string(),
});

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const profileCalls = {
  updateInfo: defineCall({
    method: 'POST',
    path: 'member/updateInfo',
    audience: 'member',
    summary: 'Change nickname, avatar or signature',
    tag: 'profile',
    body: z.object({
      user_nickname: z.preprocess(
        emptyToUndefined,
        z.string().overwrite(normaliseName).min(2).max(ACCOUNT_LIMITS.nicknameMaxLength).optional(),
      ),
      avatar: z.preprocess(emptyToUndefined, z.string().max(300).optional()),
      signature: z
        .string()
        .overwrite(normaliseText)
        .trim()
        .max(ACCOUNT_LIMITS.signatureMaxLength)
        .optional(),
    }),
    data: userInfoSchema,
  }),
  avatarList: defineCall({
    method: 'GET',
    path: 'user/avatarList',
    audience: 'public',
    summary: 'Avatars a member may pick without uploading',
    tag: 'profile',
    data: z.object({ list: z.array(z.string()) }),
  }),
  editPassword: defineCall({
    method: 'POST',
    path: 'user/editPassword',
    audience: 'member',
    summary: 'Change the password (knowing the old one); other sessions end',
    tag: 'profile',
    body: z.object({
      old_password: z.string().min(1).max(128),
      password: passwordSchema,
      repassword: z.string(),
    }),
    data: z.null(),
  }),
  updatePassword: defineCall({
    method: 'POST',
    path: 'user/updatePassword',
    audience: 'public',
    summary: 'Reset a forgotten password with a code (scene "reset"); every session ends',
    tag: 'profile',
    body: z.object({
      mobile: mobileSchema,
      country_code: countryCodeSchema,
      code: codeSchema,
      password: passwordSchema,
      repassword: z.string(),
    }),
    data: z.null(),
  }),
  paymentPassword: defineCall({
    method: 'POST',
    path: 'Member/paymentPassword',
    audience: 'member',
    summary:
      'Set or change the 6-digit payment password (confirmed with the login password; changing ' +
      'an existing one also needs the code from Member/getPaymentPasswordCode)',
    tag: 'profile',
    body: z.object({
      login_password: z.string().min(1).max(128),
      payment_password: z
        .string()
        .regex(PAYMENT_PASSWORD_PATTERN, 'payment password must be 6 digits'),
      repassword: z.string(),
      code: codeSchema.optional(),
    }),
    data: z.null(),
  }),
  paymentPasswordCode: defineCall({
    method: 'POST',
    path: 'Member/getPaymentPasswordCode',
    audience: 'member',
    summary: "Send a code to the member's own phone, needed to change an existing payment password",
    tag: 'profile',
    data: z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
  }),
  verified: defineCall({
    method: 'POST',
    path: 'Member/verified',
    audience: 'member',
    summary: 'Apply as a streamer: the certification form, stored as waiting review',
    tag: 'profile',
    body: z.object({
      real_name: z.string().trim().min(1).max(ANCHOR_APPLICATION_LIMITS.realNameMaxLength),
      contact: z.string().trim().min(1).max(ANCHOR_APPLICATION_LIMITS.contactMaxLength),
      id_number: z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z]{8,20}$/, 'ID number must be 8 to 20 letters or digits'),
      id_photo: z.string().max(300).default(''),
      experience: z
        .string()
        .trim()
        .min(ANCHOR_APPLICATION_LIMITS.experienceMinLength)
        .max(ANCHOR_APPLICATION_LIMITS.experienceMaxLength),
      inviter: z.string().trim().max(30).default(''),
      code: z.string().trim().max(30).default(''),
    }),
    data: anchorApplicationSchema,
  }),
  getVerifiedInfo: defineCall({
    method: 'GET',
    path: 'Member/getVerifiedInfo',
    audience: 'member',
    summary: 'The member’s streamer application, or null when there is none',
    tag: 'profile',
    data: anchorApplicationSchema.nullable(),
  }),
  reviewAnchorApplication: defineCall({
    method: 'POST',
    path: 'Admin/reviewAnchorApplication',
    audience: 'operator',
    summary: 'Operators only: approve or reject a streamer application',
    tag: 'admin',
    body: z.object({
      user_id: z.number().int().positive(),
      approve: z.boolean(),
      note: z.string().trim().max(200).default(''),
    }),
    data: anchorApplicationSchema,
  }),
  kefuInfo: defineCall({
    method: 'POST',
    path: 'user/getKefuInfo',
    audience: 'public',
    summary: 'How to reach customer service',
    tag: 'profile',
    data: z.object({ email: z.string(), hours: z.string(), feedback_url: z.string() }),
  }),
  attention: defineCall({
    method: 'POST',
    path: 'Member/attention',
    audience: 'member',
    summary: 'Follow (type 1) or unfollow (type 0) a streamer or member',
    tag: 'profile',
    body: z.object({
      anchorid: z.coerce.number().int().positive(),
      type: z.union([z.literal(0), z.literal(1)]),
    }),
    data: z.object({ is_followed: z.boolean(), followers: z.number().int() }),
  }),
  attentionList: defineCall({
    method: 'GET',
    path: 'User/attentionList',
    audience: 'member',
    summary: 'Whom the member follows, newest first, 20 a page',
    tag: 'profile',
    query: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
    data: pageOf(publicProfileSchema),
  }),
  watchlistList: defineCall({
    method: 'GET',
    path: 'User/watchlistList',
    audience: 'member',
    summary: 'Who follows the member (fans), newest first, 20 a page',
    tag: 'profile',
    query: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
    data: pageOf(publicProfileSchema),
  }),
  persona: defineCall({
    method: 'GET',
    path: 'User/getPersona',
    audience: 'public',
    summary: 'A member’s public card (the /persona page)',
    tag: 'profile',
    query: z.object({ id: z.coerce.number().int().positive() }),
    data: publicProfileSchema,
  }),
  bindShareCode: defineCall({
    method: 'POST',
    path: 'Member/bindShareCode',
    audience: 'member',
    summary: 'Bind the member to whoever shared the link (type 1: registration referral), once',
    tag: 'profile',
    body: z.object({ shareCode: z.string().trim().min(4).max(16), type: z.literal(1) }),
    data: z.object({ bound: z.boolean() }),
  }),
  touristAccount: defineCall({
    method: 'GET',
    path: 'Im/getTouristAccount',
    audience: 'public',
    summary: 'A chat account for a visitor: id, nickname guest+id and a signature with expiry',
    tag: 'profile',
    data: z.object({
      id: z.string(),
      nickname: z.string(),
      sig: z.string(),
      expires_at: z.number().int(),
    }),
  }),
} as const;

export const UPLOAD_KINDS = ['image', 'video'] as const;

export const uploadCalls = {
  getToken: defineCall({
    method: 'POST',
    path: 'Member/getQiniuToken',
    audience: 'member',
    summary:
      'A short-lived upload token. Send the file as the raw request body to upload_url ' +
      '(POST, Content-Type of the file, header x-upload-token); images png/jpg up to 5 MB, videos mp4/webm under 50 MB',
    tag: 'upload',
    body: z.object({ kind: z.enum(UPLOAD_KINDS).default('image') }),
    data: z.object({
      token: z.string(),
      upload_url: z.string(),
      expires_in: z.number().int(),
      max_bytes: z.number().int(),
    }),
  }),
  upload: defineCall({
    method: 'POST',
    path: 'Upload/file',
    audience: 'member',
    summary: 'Receives one file (raw body) for a token from Member/getQiniuToken',
    tag: 'upload',
    data: z.object({ url: z.string(), kind: z.enum(UPLOAD_KINDS), bytes: z.number().int() }),
  }),
} as const;
