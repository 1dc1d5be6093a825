import { isStaffRole } from '@tifo/contract';
import { randomInt } from 'node:crypto';
import { signUserSig } from '../chat/user-sig';
import { CHAT_LIMITS, type Language, type PublicProfile, type UserInfo } from '@tifo/contract';
import type { Database } from '../../platform/db/database';
import type { AppEventBus } from '../../platform/events/app-event-bus';
import { AppError } from '../../platform/http/app-error';
import { hashPassword } from '../../platform/passwords/password-hasher';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { AccountsService } from '../accounts/accounts.service';
import type { SessionService } from '../accounts/session.service';
import type { VerificationCodeService } from '../accounts/verification-code.service';
import { normalizeMobile } from '../accounts/mobile-numbers';
import { avatarPaths } from './avatars';
import { isReservedName } from './reserved-names';
import type { BlockedWordsCheck } from '../chat/blocked-words.service';
import {
  ATTENTION_PAGE_SIZE,
  type ApplicationRow,
  type ProfileRepository,
} from './profile.repository';

export interface ProfileServiceDeps {
  db: Database;
  accountsRepository: AccountsRepository;
  accounts: AccountsService;
  sessions: SessionService;
  codes: VerificationCodeService;
  /** Key that signs chat (IM) user signatures. */
  imKey: Buffer;
  /** Hears `user.followed` (the task centre's follow task). */
  events: Pick<AppEventBus, 'emit'>;
  /** Operators' blocked words: refused in nicknames and signatures as in chat. */
  blockedWords?: BlockedWordsCheck;
  now?: () => number;
}

export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly deps: ProfileServiceDeps,
  ) {}

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /**
   * Names and signatures are public: no blocked words, and no staff name ("Tifo Operator",
   * "官方") unless the member is staff. The contract has already normalised them.
   */
  private async screenPublicText(
    userId: number,
    changes: { user_nickname?: string | undefined; signature?: string | undefined },
  ): Promise<void> {
    const nickname = changes.user_nickname;
    if (nickname !== undefined) {
      this.deps.blockedWords?.refuseIfBlocked(nickname, 'text.blockedWord');
      if (isReservedName(nickname)) {
        const user = await this.deps.accountsRepository.findUserById(userId);
        if (!isStaffRole(user?.role)) throw new AppError('profile.nicknameReserved');
      }
    }
    if (changes.signature !== undefined) {
      this.deps.blockedWords?.refuseIfBlocked(changes.signature, 'text.blockedWord');
    }
  }

  async updateInfo(
    { userId, sessionId }: { userId: number; sessionId: number },
    changes: {
      user_nickname?: string | undefined;
      avatar?: string | undefined;
      signature?: string | undefined;
    },
  ): Promise<UserInfo> {
    await this.screenPublicText(userId, changes);
    if (changes.avatar !== undefined && !avatarPaths().includes(changes.avatar)) {
      // Only our stock avatars or a picture this member uploaded: never someone else's file.
      if (!(await this.repository.ownsUpload(userId, changes.avatar, 'image'))) {
        throw new AppError('profile.avatarNotYours');
      }
    }
    const row = await this.repository.updateUser(userId, {
      ...(changes.user_nickname !== undefined ? { nickname: changes.user_nickname } : {}),
      ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
      ...(changes.signature !== undefined ? { signature: changes.signature } : {}),
    });
    if (!row) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    return this.deps.accounts.toUserInfo(row, sessionId);
  }

  async editPassword(
    member: { userId: number; sessionId: number; clientAddress: string },
    request: { oldPassword: string; password: string; repassword: string },
  ): Promise<void> {
    if (request.password !== request.repassword) throw new AppError('account.passwordMismatch');
    await this.confirmLoginPassword(member.userId, request.oldPassword, member.clientAddress);
    await this.repository.updateUser(member.userId, {
      passwordHash: await hashPassword(request.password),
    });
    await this.deps.sessions.revokeAllForUser(member.userId, member.sessionId);
  }

  async resetPassword(request: {
    countryCode: number;
    mobile: string;
    code: string;
    password: string;
    repassword: string;
  }): Promise<void> {
    if (request.password !== request.repassword) throw new AppError('account.passwordMismatch');
    const mobile = normalizeMobile(request.countryCode, request.mobile);
    if (!mobile) throw new AppError('account.mobileInvalid');
    // The code first: an unknown number never gets a reset code, so it fails like a wrong one.
    await this.deps.codes.consume({
      countryCode: request.countryCode,
      mobile,
      scene: 'reset',
      code: request.code,
    });
    const user = await this.deps.accountsRepository.findUserByMobile(request.countryCode, mobile);
    if (!user) throw new AppError('account.notRegistered');
    await this.repository.updateUser(user.id, {
      passwordHash: await hashPassword(request.password),
    });
    await this.deps.sessions.revokeAllForUser(user.id);
  }

  /**
   * Sets the payment password with the login password; changing an existing one also needs a
   * code sent to the member's phone, so a stolen session alone cannot take over withdrawals.
   */
  async setPaymentPassword(
    member: { userId: number; clientAddress: string },
    request: {
      loginPassword: string;
      paymentPassword: string;
      repassword: string;
      code: string | undefined;
    },
  ): Promise<void> {
    if (request.paymentPassword !== request.repassword)
      throw new AppError('account.passwordMismatch');
    const user = await this.confirmLoginPassword(
      member.userId,
      request.loginPassword,
      member.clientAddress,
    );
    if (user.paymentPasswordHash !== null) {
      if (!request.code) throw new AppError('profile.paymentCodeRequired');
      await this.deps.codes.consume({
        countryCode: user.countryCode,
        mobile: user.mobile,
        scene: 'payment',
        code: request.code,
      });
    }
    await this.repository.updateUser(member.userId, {
      paymentPasswordHash: await hashPassword(request.paymentPassword),
    });
  }

  /** The code for changing an existing payment password, to the member's own number. */
  async sendPaymentPasswordCode(member: {
    userId: number;
    clientAddress: string;
    language: Language;
  }) {
    const user = await this.deps.accountsRepository.findUserById(member.userId);
    if (!user) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    return this.deps.codes.send({
      countryCode: user.countryCode,
      mobile: user.mobile,
      scene: 'payment',
      clientAddress: member.clientAddress,
      language: member.language,
    });
  }

  /** Throttled with password logins (one count per account); wrong → `profile.oldPasswordWrong`. */
  private async confirmLoginPassword(userId: number, password: string, clientAddress: string) {
    const user = await this.deps.accountsRepository.findUserById(userId);
    if (!user) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    if (!(await this.deps.accounts.confirmLoginPassword(user, password, clientAddress))) {
      throw new AppError('profile.oldPasswordWrong');
    }
    return user;
  }

  async applyAsAnchor(
    userId: number,
    form: {
      real_name: string;
      contact: string;
      id_number: string;
      id_photo: string;
      experience: string;
      inviter: string;
      code: string;
    },
  ) {
    const user = await this.deps.accountsRepository.findUserById(userId);
    if (user?.isAnchor) throw new AppError('anchor.alreadyAnchor');
    if (form.id_photo && !(await this.repository.ownsUpload(userId, form.id_photo, 'image'))) {
      throw new AppError('profile.avatarNotYours');
    }
    const row = await this.repository.upsertApplication({
      userId,
      realName: form.real_name,
      contact: form.contact,
      idNumber: form.id_number.toUpperCase(),
      idPhoto: form.id_photo,
      experience: form.experience,
      inviter: form.inviter,
      code: form.code,
    });
    if (!row) throw new AppError('anchor.alreadyApplied');
    return toApplication(row);
  }

  async application(userId: number) {
    const row = await this.repository.findApplication(userId);
    return row ? toApplication(row) : null;
  }

  async reviewApplication(
    reviewerId: number,
    request: { user_id: number; approve: boolean; note: string },
  ) {
    const reviewer = await this.deps.accountsRepository.findUserById(reviewerId);
    if (!isStaffRole(reviewer?.role))
      throw new AppError('admin.operatorsOnly', { httpStatus: 403 });
    const decision = { approve: request.approve, note: request.note, reviewerId };
    // The decision and the streamer flag it grants commit together.
    const row = await this.deps.db.transaction(async (tx) => {
      const decided = await this.repository.decideApplication(tx, request.user_id, decision);
      if (decided && decision.approve) await this.repository.makeAnchor(tx, request.user_id);
      return decided;
    });
    if (!row) throw new AppError('anchor.noApplication', { httpStatus: 404 });
    return toApplication(row);
  }

  async setFollow(userId: number, targetId: number, follow: boolean) {
    if (userId === targetId) throw new AppError('profile.cannotFollowSelf');
    if (!(await this.deps.accountsRepository.findUserById(targetId))) {
      throw new AppError('profile.userNotFound', { httpStatus: 404 });
    }
    if (follow) {
      await this.repository.follow(userId, targetId);
      this.deps.events.emit('user.followed', { userId, followedId: targetId });
    } else await this.repository.unfollow(userId, targetId);
    return {
      is_followed: follow,
      followers: (await this.repository.followCounts(targetId)).followers,
    };
  }

  /** Whom the member follows ('following') or who follows the member ('followers'). */
  async followList(userId: number, side: 'following' | 'followers', page: number) {
    const rows = await this.repository.followPage(userId, side, page);
    const list = await Promise.all(
      rows.slice(0, ATTENTION_PAGE_SIZE).map(({ user }) => this.publicProfileOf(user, userId)),
    );
    return { list, has_more: rows.length > ATTENTION_PAGE_SIZE };
  }

  async persona(targetId: number, viewerId: number | null): Promise<PublicProfile> {
    const user = await this.deps.accountsRepository.findUserById(targetId);
    if (!user) throw new AppError('profile.userNotFound', { httpStatus: 404 });
    return this.publicProfileOf(user, viewerId);
  }

  async bindShareCode(userId: number, shareCode: string): Promise<{ bound: boolean }> {
    const inviter = await this.deps.accountsRepository.findUserByInviteCode(
      shareCode.toUpperCase(),
    );
    // Not one's own code, nor the code of one's own invitee (a loop pays itself).
    if (!inviter || inviter.id === userId || inviter.invitedBy === userId) {
      throw new AppError('profile.shareCodeInvalid');
    }
    const bound = await this.repository.setInviterOnce(userId, inviter.id);
    if (bound) this.deps.events.emit('user.invited', { inviteeId: userId, inviterId: inviter.id });
    return { bound };
  }

  /** A chat identity for a visitor; the IM service checks the signature (messaging issue). */
  touristAccount() {
    const id = `guest${randomInt(10_000_000, 100_000_000)}`;
    const expiresAt = Math.floor(this.now() / 1000) + CHAT_LIMITS.touristSigTtlSeconds;
    return {
      id,
      nickname: id,
      sig: signUserSig(this.deps.imKey, id, expiresAt),
      expires_at: expiresAt,
    };
  }

  private async publicProfileOf(
    user: {
      id: number;
      avatar: string;
      nickname: string;
      signature: string;
      isAnchor: number;
      createdAt: Date;
    },
    viewerId: number | null,
  ): Promise<PublicProfile> {
    const counts = await this.repository.followCounts(user.id);
    return {
      id: user.id,
      avatar: user.avatar,
      user_nickname: user.nickname,
      signature: user.signature,
      is_anchor: user.isAnchor,
      followers: counts.followers,
      following: counts.following,
      is_followed:
        viewerId !== null &&
        viewerId !== user.id &&
        (await this.repository.isFollowing(viewerId, user.id)),
      create_time_str: String(
        Math.max(1, Math.ceil((this.now() - user.createdAt.getTime()) / 86_400_000)),
      ),
    };
  }
}

function toApplication(row: ApplicationRow) {
  const id = row.idNumber;
  return {
    status: row.status as 'waiting' | 'approved' | 'rejected',
    real_name: row.realName,
    contact: row.contact,
    // Enough for the applicant to recognise, useless to anyone reading over a shoulder.
    id_number:
      id.length > 4 ? `${id.slice(0, 2)}${'*'.repeat(id.length - 4)}${id.slice(-2)}` : '****',
    id_photo: row.idPhoto,
    experience: row.experience,
    inviter: row.inviter,
    code: row.code,
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
  };
}
