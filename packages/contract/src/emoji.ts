/**
 * Chat emoji: messages carry bracketed Chinese codes such as `[微笑]`, and clients draw each
 * known code as an image. The 142 codes and their order are the classic set (emoji_0 …
 * emoji_141) that existing clients send. The images are Twemoji graphics (CC-BY 4.0) that the
 * web app serves itself from `apps/web/public/emoji/`; which glyph stands for which code is our
 * own choice (see the LICENSE.md there).
 */

/** One chat emoji: the code as typed in a message and its image file under {@link EMOJI_PATH}. */
export interface EmojiEntry {
  readonly code: string;
  readonly file: string;
}

/** Where the web app serves the emoji images (its `public/emoji/` folder). */
export const EMOJI_PATH = '/emoji/';

/**
 * The 142 chat emoji codes in the classic set's order (emoji_0 … emoji_141), which is also the
 * order of the picker. Files are Twemoji's names (code points in hex); the comment shows the
 * glyph. Codes with no closer Unicode emoji share one: the left/right pairs of 哼哼, 太极 and
 * 车头, and 差劲/弱.
 */
export const EMOJI_TABLE: readonly EmojiEntry[] = [
  { code: '[NO]', file: '1f645.svg' }, // 🙅
  { code: '[OK]', file: '1f44c.svg' }, // 👌
  { code: '[下雨]', file: '1f327.svg' }, // 🌧️
  { code: '[么么哒]', file: '1f61a.svg' }, // 😚
  { code: '[乒乓]', file: '1f3d3.svg' }, // 🏓
  { code: '[便便]', file: '1f4a9.svg' }, // 💩
  { code: '[信封]', file: '2709.svg' }, // ✉️
  { code: '[偷笑]', file: '1f92d.svg' }, // 🤭
  { code: '[傲慢]', file: '1f9d0.svg' }, // 🧐
  { code: '[再见]', file: '1f44b.svg' }, // 👋
  { code: '[冷汗]', file: '1f630.svg' }, // 😰
  { code: '[凋谢]', file: '1f940.svg' }, // 🥀
  { code: '[刀]', file: '1f5e1.svg' }, // 🗡️
  { code: '[删除]', file: '274c.svg' }, // ❌
  { code: '[勾引]', file: '1faf4.svg' }, // 🫴
  { code: '[发呆]', file: '1f611.svg' }, // 😑
  { code: '[发抖]', file: '1fae8.svg' }, // 🫨
  { code: '[可怜]', file: '1f97a.svg' }, // 🥺
  { code: '[可爱]', file: '1f60a.svg' }, // 😊
  { code: '[右哼哼]', file: '1f624.svg' }, // 😤
  { code: '[右太极]', file: '262f.svg' }, // ☯️
  { code: '[右车头]', file: '1f682.svg' }, // 🚂
  { code: '[吐]', file: '1f92e.svg' }, // 🤮
  { code: '[吓]', file: '1f628.svg' }, // 😨
  { code: '[咒骂]', file: '1f92c.svg' }, // 🤬
  { code: '[咖啡]', file: '2615.svg' }, // ☕
  { code: '[啤酒]', file: '1f37a.svg' }, // 🍺
  { code: '[嘘]', file: '1f92b.svg' }, // 🤫
  { code: '[回头]', file: '1f6b6.svg' }, // 🚶
  { code: '[困]', file: '1f62a.svg' }, // 😪
  { code: '[坏笑]', file: '1f60f.svg' }, // 😏
  { code: '[多云]', file: '26c5.svg' }, // ⛅
  { code: '[大兵]', file: '1fa96.svg' }, // 🪖
  { code: '[大哭]', file: '1f62d.svg' }, // 😭
  { code: '[太阳]', file: '2600.svg' }, // ☀️
  { code: '[奋斗]', file: '1f4aa.svg' }, // 💪
  { code: '[奶瓶]', file: '1f37c.svg' }, // 🍼
  { code: '[委屈]', file: '1f61e.svg' }, // 😞
  { code: '[害羞]', file: '263a.svg' }, // ☺️
  { code: '[尴尬]', file: '1f62c.svg' }, // 😬
  { code: '[左哼哼]', file: '1f624.svg' }, // 😤
  { code: '[左太极]', file: '262f.svg' }, // ☯️
  { code: '[左车头]', file: '1f682.svg' }, // 🚂
  { code: '[差劲]', file: '1f44e.svg' }, // 👎
  { code: '[弱]', file: '1f44e.svg' }, // 👎
  { code: '[强]', file: '1f44d.svg' }, // 👍
  { code: '[彩带]', file: '1f389.svg' }, // 🎉
  { code: '[彩球]', file: '1f38a.svg' }, // 🎊
  { code: '[得意]', file: '1f60c.svg' }, // 😌
  { code: '[微笑]', file: '1f642.svg' }, // 🙂
  { code: '[心碎了]', file: '1f494.svg' }, // 💔
  { code: '[快哭了]', file: '1f979.svg' }, // 🥹
  { code: '[怄火]', file: '1f620.svg' }, // 😠
  { code: '[怒]', file: '1f621.svg' }, // 😡
  { code: '[惊恐]', file: '1f631.svg' }, // 😱
  { code: '[惊讶]', file: '1f632.svg' }, // 😲
  { code: '[憨笑]', file: '1f604.svg' }, // 😄
  { code: '[手枪]', file: '1f52b.svg' }, // 🔫
  { code: '[打哈欠]', file: '1f971.svg' }, // 🥱
  { code: '[抓狂]', file: '1f62b.svg' }, // 😫
  { code: '[折磨]', file: '1f616.svg' }, // 😖
  { code: '[抠鼻]', file: '1f443.svg' }, // 👃
  { code: '[抱抱]', file: '1f917.svg' }, // 🤗
  { code: '[抱拳]', file: '1f64f.svg' }, // 🙏
  { code: '[拳头]', file: '1f44a.svg' }, // 👊
  { code: '[挥手]', file: '1f64b.svg' }, // 🙋
  { code: '[握手]', file: '1f91d.svg' }, // 🤝
  { code: '[撇嘴]', file: '1fae4.svg' }, // 🫤
  { code: '[擦汗]', file: '1f605.svg' }, // 😅
  { code: '[敲打]', file: '1f528.svg' }, // 🔨
  { code: '[晕]', file: '1f635-200d-1f4ab.svg' }, // 😵‍💫
  { code: '[月亮]', file: '1f319.svg' }, // 🌙
  { code: '[棒棒糖]', file: '1f36d.svg' }, // 🍭
  { code: '[汽车]', file: '1f697.svg' }, // 🚗
  { code: '[沙发]', file: '1f6cb.svg' }, // 🛋️
  { code: '[流汗]', file: '1f613.svg' }, // 😓
  { code: '[流泪]', file: '1f622.svg' }, // 😢
  { code: '[激动]', file: '1f929.svg' }, // 🤩
  { code: '[灯泡]', file: '1f4a1.svg' }, // 💡
  { code: '[炸弹]', file: '1f4a3.svg' }, // 💣
  { code: '[熊猫]', file: '1f43c.svg' }, // 🐼
  { code: '[爆筋]', file: '1f4a2.svg' }, // 💢
  { code: '[爱你]', file: '1f91f.svg' }, // 🤟
  { code: '[爱心]', file: '2764.svg' }, // ❤️
  { code: '[爱情]', file: '1f491.svg' }, // 💑
  { code: '[猪头]', file: '1f437.svg' }, // 🐷
  { code: '[猫咪]', file: '1f431.svg' }, // 🐱
  { code: '[献吻]', file: '1f48b.svg' }, // 💋
  { code: '[玫瑰]', file: '1f339.svg' }, // 🌹
  { code: '[瓢虫]', file: '1f41e.svg' }, // 🐞
  { code: '[疑问]', file: '1f914.svg' }, // 🤔
  { code: '[白眼]', file: '1f644.svg' }, // 🙄
  { code: '[皮球]', file: '26bd.svg' }, // ⚽
  { code: '[睡觉]', file: '1f634.svg' }, // 😴
  { code: '[磕头]', file: '1f647.svg' }, // 🙇
  { code: '[示爱]', file: '1faf6.svg' }, // 🫶
  { code: '[礼品袋]', file: '1f6cd.svg' }, // 🛍️
  { code: '[礼物]', file: '1f381.svg' }, // 🎁
  { code: '[篮球]', file: '1f3c0.svg' }, // 🏀
  { code: '[米饭]', file: '1f35a.svg' }, // 🍚
  { code: '[糗大了]', file: '1f633.svg' }, // 😳
  { code: '[红双喜]', file: '1f492.svg' }, // 💒
  { code: '[红灯笼]', file: '1f3ee.svg' }, // 🏮
  { code: '[纸巾]', file: '1f9fb.svg' }, // 🧻
  { code: '[胜利]', file: '270c.svg' }, // ✌️
  { code: '[色]', file: '1f60d.svg' }, // 😍
  { code: '[药]', file: '1f48a.svg' }, // 💊
  { code: '[菜刀]', file: '1f52a.svg' }, // 🔪
  { code: '[蛋糕]', file: '1f382.svg' }, // 🎂
  { code: '[蜡烛]', file: '1f56f.svg' }, // 🕯️
  { code: '[街舞]', file: '1f57a.svg' }, // 🕺
  { code: '[衰]', file: '1f629.svg' }, // 😩
  { code: '[西瓜]', file: '1f349.svg' }, // 🍉
  { code: '[调皮]', file: '1f61c.svg' }, // 😜
  { code: '[象棋]', file: '265f.svg' }, // ♟️
  { code: '[跳绳]', file: '1f938.svg' }, // 🤸
  { code: '[跳跳]', file: '1f64c.svg' }, // 🙌
  { code: '[车厢]', file: '1f683.svg' }, // 🚃
  { code: '[转圈]', file: '1f483.svg' }, // 💃
  { code: '[鄙视]', file: '1f612.svg' }, // 😒
  { code: '[酷]', file: '1f60e.svg' }, // 😎
  { code: '[钞票]', file: '1f4b5.svg' }, // 💵
  { code: '[钻戒]', file: '1f48d.svg' }, // 💍
  { code: '[闪电]', file: '26a1.svg' }, // ⚡
  { code: '[闭嘴]', file: '1f910.svg' }, // 🤐
  { code: '[闹钟]', file: '23f0.svg' }, // ⏰
  { code: '[阴险]', file: '1f608.svg' }, // 😈
  { code: '[难过]', file: '2639.svg' }, // ☹️
  { code: '[雨伞]', file: '2602.svg' }, // ☂️
  { code: '[青蛙]', file: '1f438.svg' }, // 🐸
  { code: '[面条]', file: '1f35c.svg' }, // 🍜
  { code: '[鞭炮]', file: '1f9e8.svg' }, // 🧨
  { code: '[风车]', file: '1f300.svg' }, // 🌀
  { code: '[飞吻]', file: '1f618.svg' }, // 😘
  { code: '[飞机]', file: '2708.svg' }, // ✈️
  { code: '[饥饿]', file: '1f924.svg' }, // 🤤
  { code: '[香蕉]', file: '1f34c.svg' }, // 🍌
  { code: '[骷髅]', file: '1f480.svg' }, // 💀
  { code: '[麦克风]', file: '1f3a4.svg' }, // 🎤
  { code: '[麻将]', file: '1f004.svg' }, // 🀄
  { code: '[鼓掌]', file: '1f44f.svg' }, // 👏
  { code: '[龇牙]', file: '1f601.svg' }, // 😁
];

const fileByCode = new Map(EMOJI_TABLE.map((entry) => [entry.code, entry.file]));

/** A piece of a chat message: plain text, or a known emoji code with its image URL. */
export type EmojiTextPart =
  { kind: 'text'; text: string } | { kind: 'emoji'; code: string; src: string };

// A bracket pair with no bracket inside: in `[[微笑]]` only the inner `[微笑]` is a candidate.
const BRACKETED = /\[[^[\]]+\]/g;

/**
 * Splits a chat message into plain text and known emoji codes, in order. Bracketed text that
 * is not a known code stays part of the surrounding text, so no two text parts are adjacent.
 * Pure: the caller decides how to render the parts (as text, never as HTML).
 */
export function splitEmojiText(text: string): EmojiTextPart[] {
  const parts: EmojiTextPart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(BRACKETED)) {
    const code = match[0];
    const file = fileByCode.get(code);
    if (file === undefined) continue;
    if (match.index > textStart) {
      parts.push({ kind: 'text', text: text.slice(textStart, match.index) });
    }
    parts.push({ kind: 'emoji', code, src: EMOJI_PATH + file });
    textStart = match.index + code.length;
  }
  if (textStart < text.length) parts.push({ kind: 'text', text: text.slice(textStart) });
  return parts;
}
