-- The exchange mall's first goods (spec §2): gifts for the backpack, priced so that a week of
-- sign-ins and daily tasks buys a few (a first day's sign-in buys a rose), and fan items shipped
-- to the member.
INSERT INTO goods (name_zh, name_en, name_vi, description_zh, description_en, description_vi, image, price, stock, kind, gift_id, gift_quantity, sort)
SELECT g.name_zh || ' ×' || q.quantity, g.name_en || ' ×' || q.quantity, g.name_vi || ' ×' || q.quantity,
       '放进背包，在直播间送给主播', 'Goes into your backpack, to send in live rooms', 'Vào túi đồ, để tặng trong phòng live',
       g.image, q.price, q.stock, 'gift', g.id, q.quantity, q.sort
FROM (VALUES ('Rose', 1, 10, 100000, 1), ('Beer', 3, 40, 100000, 2), ('Football', 2, 60, 50000, 3),
             ('Heart', 1, 80, 20000, 4), ('Cake', 1, 400, 5000, 5)) AS q(name, quantity, price, stock, sort)
JOIN gifts g ON g.name_en = q.name;
--> statement-breakpoint
INSERT INTO goods (name_zh, name_en, name_vi, description_zh, description_en, description_vi, image, price, stock, kind, sort) VALUES
  ('球迷围巾', 'Supporter scarf', 'Khăn cổ động', '包邮寄送，兑换后 7 个工作日内发货', 'Shipped free within 7 working days', 'Miễn phí vận chuyển, gửi trong 7 ngày làm việc', '/emoji/26bd.svg', 1500, 200, 'item', 6),
  ('签名球衣', 'Signed jersey', 'Áo đấu có chữ ký', '限量，兑换后 7 个工作日内发货', 'Limited; shipped within 7 working days', 'Số lượng có hạn; gửi trong 7 ngày làm việc', '/emoji/1f3c0.svg', 20000, 3, 'item', 7);
