/**
 * Putting a used test database back as the migrated template was (ADR 005, ninth session), on either
 * engine: the tables a file wrote to are emptied and the sequences set back. Only rows may differ: a
 * database whose schema, settings or template rows a file changed (a fault trigger, a table of its
 * own) cannot be put back, and `resetToTemplate` says so by throwing.
 */
export type Sql = {
  rows: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Several statements, no parameters. */
  exec: (text: string) => Promise<void>;
};

export type Template = {
  /** Tables the template holds no row of: a file's writes are emptied from these. */
  empty: string[];
  /** Tables it holds rows of (the migrations' journal): their rows are part of the fingerprint. */
  seeded: string[];
  /** Everything but the empty tables' rows, as one hash. */
  fingerprint: string;
  sequences: Array<{ name: string; value: string; called: boolean }>;
};

async function fingerprintOf(sql: Sql, seeded: string[]): Promise<string> {
  const [row] = await sql.rows<{ hash: string }>(
    `select md5(string_agg(item, '|' order by item)) as hash from (
      select 'c ' || c.oid::regclass || ' ' || c.relkind::text as item from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      union all select 'a ' || a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
          || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname in ('public', 'drizzle') and a.attnum > 0 and not a.attisdropped
      union all select 't ' || tgrelid::regclass || '.' || tgname || ' ' || tgenabled::text from pg_trigger
      union all select 'f ' || p.oid::regprocedure || ' ' || md5(p.prosrc) from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
      union all select 'k ' || conrelid::regclass || '.' || conname || ' ' || pg_get_constraintdef(oid)
        from pg_constraint where connamespace in (select oid from pg_namespace where nspname in ('public', 'drizzle'))
      union all select 's ' || coalesce(setrole::text, '') || ' ' || array_to_string(setconfig, ',') from pg_db_role_setting
        where setdatabase in (0, (select oid from pg_database where datname = current_database()))
      union all select 'r ' || rolname from pg_roles
      union all select 'e ' || extname || ' ' || extversion from pg_extension
      ${seeded.map((table) => `union all select 'd ${table} ' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${table} t`).join('\n')}
    ) items`,
  );
  return row!.hash;
}

/** Those of `tables` that hold a row, in one statement. */
async function withRows(sql: Sql, tables: string[]): Promise<string[]> {
  const rows = await sql.rows<{ name: string }>(
    tables
      .map((table) => `select '${table}' as name where exists (select 1 from ${table})`)
      .join(' union all '),
  );
  return rows.map((r) => r.name);
}

/** Read from a database no file has touched yet. */
export async function readTemplate(sql: Sql): Promise<Template> {
  const tables = (
    await sql.rows<{ name: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).map((t) => t.name);
  const seeded = await withRows(sql, tables);
  const sequences = await sql.rows<Template['sequences'][number]>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
      coalesce(last_value, start_value)::text as value, last_value is not null as called from pg_sequences`,
  );
  return {
    empty: tables.filter((t) => !seeded.includes(t)),
    seeded,
    fingerprint: await fingerprintOf(sql, seeded),
    sequences,
  };
}

/** Puts a used database back as `template` was, or throws if it cannot be. */
export async function resetToTemplate(sql: Sql, template: Template): Promise<void> {
  if ((await fingerprintOf(sql, template.seeded)) !== template.fingerprint) {
    throw new Error('the schema, the settings or the template rows changed');
  }
  const written = await withRows(sql, template.empty);
  // DELETE, not TRUNCATE: a file leaves a few rows in each table, and TRUNCATE gives every table and
  // index a new file, 0.3 s a database on PostgreSQL (ADR 005, eleventh session). Replica role: the
  // ledger's append-only triggers refuse it, rightly, in the app, and no foreign key is checked while
  // every written table is emptied. The sequences are set back below.
  if (written.length > 0) {
    await sql.exec(
      `set session_replication_role = replica;
       ${written.map((table) => `delete from ${table};`).join('\n')}
       set session_replication_role = default`,
    );
  }
  for (const s of template.sequences) {
    await sql.rows('select setval($1, $2, $3)', [s.name, s.value, s.called]);
  }
}
