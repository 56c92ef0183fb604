package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the driver FerretDB itself uses
)

// FerretDB 1.24's SQLite backend filters `_id` lookups, updates and deletes on `_ferretdb_sjson->'$._id'`
// (metadata.IDColumn in internal/backends/sqlite) while its own `_id` index is on `_ferretdb_sjson->"_id"`, an
// expression SQLite does not match to it, so each of them scans the whole table. idIndexes adds an index on the
// exact expression to every collection table: at start and within an interval of a collection's creation. A
// second index, on the `_id` as SQL text, serves the `_id` ranges this build pushes down (_patch/).
const (
	// collectionsTable is where FerretDB lists a database's collections and their tables.
	collectionsTable = "_ferretdb_collections"
	// databaseExtension is the suffix of FerretDB's database files in the data directory.
	databaseExtension = ".sqlite"
)

// idIndex is an index every collection table gets; its name prefix is in FerretDB's reserved namespace, so no
// index FerretDB names `<table>_<index name>` clashes.
type idIndex struct {
	prefix     string
	expression string
}

var idIndexKinds = []idIndex{
	{prefix: "_ferretdb_id_expr_", expression: `_ferretdb_sjson->'$._id'`},
	{prefix: "_ferretdb_id_text_", expression: `_ferretdb_sjson->>'$._id'`},
}

type idIndexes struct {
	dataDir       string
	busyTimeoutMs int
	log           *slog.Logger
	// settled holds, for each database file whose tables all have the index, how its files looked then:
	// while they look the same, nothing was created and the database is not opened again.
	settled map[string]filesStamp
	// lastFailure is the last error of each database, so that a lasting failure is logged once.
	lastFailure map[string]string
}

type filesStamp struct{ db, wal fileStamp }

type fileStamp struct {
	size    int64
	modTime int64
}

func newIDIndexes(dataDir string, busyTimeoutMs int, log *slog.Logger) *idIndexes {
	return &idIndexes{
		dataDir:       dataDir,
		busyTimeoutMs: busyTimeoutMs,
		log:           log,
		settled:       map[string]filesStamp{},
		lastFailure:   map[string]string{},
	}
}

// keep sweeps the data directory every interval until ctx ends.
func (x *idIndexes) keep(ctx context.Context, interval time.Duration) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()

	for {
		x.sweep(ctx)

		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

func (x *idIndexes) sweep(ctx context.Context) {
	files, err := filepath.Glob(filepath.Join(x.dataDir, "*"+databaseExtension))
	if err != nil {
		x.log.WarnContext(ctx, "id index: cannot list databases", slog.Any("error", err))
		return
	}

	present := make(map[string]bool, len(files))

	for _, file := range files {
		present[file] = true
		stamp := stampOf(file)

		if settled, ok := x.settled[file]; ok && settled == stamp {
			continue
		}

		if x.indexDatabase(ctx, file) {
			x.settled[file] = stamp
		} else {
			delete(x.settled, file)
		}
	}

	for file := range x.settled {
		if !present[file] {
			delete(x.settled, file)
			delete(x.lastFailure, file)
		}
	}
}

// indexDatabase reports whether every collection table of the database now has the index. The connection lives
// only for this call: FerretDB removes a dropped database's file, and a connection held across that would keep
// the old file's write-ahead log alive.
func (x *idIndexes) indexDatabase(ctx context.Context, file string) bool {
	db, err := sql.Open("sqlite", databaseURI(file, x.busyTimeoutMs))
	if err != nil {
		x.fail(ctx, file, err)
		return false
	}
	defer db.Close()

	db.SetMaxOpenConns(1)

	for _, kind := range idIndexKinds {
		tables, err := tablesWithout(ctx, db, kind)
		if err != nil {
			x.fail(ctx, file, err)
			return false
		}

		for _, table := range tables {
			q := fmt.Sprintf("CREATE INDEX IF NOT EXISTS %s ON %s (%s)", quoteIdentifier(kind.prefix+table), quoteIdentifier(table), kind.expression)
			if _, err = db.ExecContext(ctx, q); err != nil {
				x.fail(ctx, file, fmt.Errorf("table %s: %w", table, err))
				return false
			}

			x.log.DebugContext(ctx, "id index: created", slog.String("database", file), slog.String("index", kind.prefix+table))
		}
	}

	delete(x.lastFailure, file)

	return true
}

// tablesWithout lists the collection tables that lack the index; none while FerretDB is still creating the
// database.
func tablesWithout(ctx context.Context, db *sql.DB, kind idIndex) ([]string, error) {
	var listed int
	q := "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?"
	if err := db.QueryRowContext(ctx, q, collectionsTable).Scan(&listed); err != nil || listed == 0 {
		return nil, err
	}

	q = fmt.Sprintf(
		"SELECT table_name FROM %s WHERE ? || table_name NOT IN (SELECT name FROM sqlite_schema WHERE type = 'index')",
		quoteIdentifier(collectionsTable),
	)

	rows, err := db.QueryContext(ctx, q, kind.prefix)
	if err != nil {
		return nil, err
	}
	defer rows.Close()

	var tables []string

	for rows.Next() {
		var table string
		if err = rows.Scan(&table); err != nil {
			return nil, err
		}

		tables = append(tables, table)
	}

	return tables, rows.Err()
}

// fail logs a database's error at warn unless it is the one logged last time or the database is gone (dropped
// since the sweep listed it); the next sweep tries again either way.
func (x *idIndexes) fail(ctx context.Context, file string, err error) {
	if _, statErr := os.Stat(file); errors.Is(statErr, fs.ErrNotExist) || ctx.Err() != nil {
		return
	}

	if x.lastFailure[file] == err.Error() {
		return
	}

	x.lastFailure[file] = err.Error()
	x.log.WarnContext(ctx, "id index: cannot index, will retry", slog.String("database", file), slog.Any("error", err))
}

// databaseURI opens an existing database only (mode=rw never creates one) with FerretDB's busy timeout.
func databaseURI(file string, busyTimeoutMs int) string {
	query := url.Values{}
	query.Set("mode", "rw")
	query.Set("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeoutMs))

	return (&url.URL{Scheme: "file", Path: file, RawQuery: query.Encode()}).String()
}

func stampOf(file string) filesStamp {
	return filesStamp{db: fileStampOf(file), wal: fileStampOf(file + "-wal")}
}

func fileStampOf(file string) fileStamp {
	info, err := os.Stat(file)
	if err != nil {
		return fileStamp{}
	}

	return fileStamp{size: info.Size(), modTime: info.ModTime().UnixNano()}
}

func quoteIdentifier(name string) string {
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
}
