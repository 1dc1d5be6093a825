-- The ledger's rules live in the database, so no code path can skip them:
-- a posting moves its amount from the debit account to the credit account in the same
-- transaction (the balance checks of wallet_accounts then refuse an overdraft), and postings
-- and ledger transactions are append-only.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wallet_accounts SET balance = balance - NEW.amount WHERE id = NEW.debit_account_id;
  UPDATE wallet_accounts SET balance = balance + NEW.amount WHERE id = NEW.credit_account_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();--> statement-breakpoint
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
-- A balance changes only through postings: the trigger above is the one writer.
CREATE FUNCTION wallet_accounts_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND NEW.balance IS DISTINCT FROM OLD.balance THEN
    RAISE EXCEPTION 'wallet balances change only through ledger postings'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER wallet_accounts_balance_guard BEFORE UPDATE ON wallet_accounts
  FOR EACH ROW EXECUTE FUNCTION wallet_accounts_guard_balance();--> statement-breakpoint
-- Recharge packages (spec §3): ¥ in fen, diamonds at 1 yuan = 10, and a bonus.
INSERT INTO charge_packages (coin, give, money_fen, sort) VALUES
  (60, 0, 600, 1),
  (300, 15, 3000, 2),
  (680, 50, 6800, 3),
  (1280, 128, 12800, 4),
  (3280, 400, 32800, 5),
  (6480, 1000, 64800, 6);--> statement-breakpoint
-- Gifts: pictures are Twemoji (CC-BY 4.0, licence in apps/web/public/emoji/LICENSE.md).
INSERT INTO gifts (name_zh, name_en, name_vi, price, image, animation, sort) VALUES
  ('玫瑰', 'Rose', 'Hoa hồng', 1, '/emoji/1f339.svg', 'none', 1),
  ('啤酒', 'Beer', 'Bia', 2, '/emoji/1f37a.svg', 'none', 2),
  ('足球', 'Football', 'Bóng đá', 5, '/emoji/26bd.svg', 'float', 3),
  ('篮球', 'Basketball', 'Bóng rổ', 5, '/emoji/1f3c0.svg', 'float', 4),
  ('爱心', 'Heart', 'Trái tim', 10, '/emoji/2764.svg', 'float', 5),
  ('蛋糕', 'Cake', 'Bánh kem', 52, '/emoji/1f382.svg', 'float', 6),
  ('礼花', 'Fireworks', 'Pháo hoa', 99, '/emoji/1f389.svg', 'float', 7),
  ('钻戒', 'Diamond ring', 'Nhẫn kim cương', 520, '/emoji/1f48d.svg', 'fullscreen', 8),
  ('跑车', 'Sports car', 'Siêu xe', 1314, '/emoji/1f697.svg', 'fullscreen', 9),
  ('飞机', 'Airplane', 'Máy bay', 3344, '/emoji/2708.svg', 'fullscreen', 10);
