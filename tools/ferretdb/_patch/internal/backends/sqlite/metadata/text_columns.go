// Added to FerretDB's SQLite backend when tools/ferretdb is built (see ../pushdown.go).

package metadata

import (
	"fmt"
	"regexp"
)

// IDTextColumn is a document's `_id` as SQL text, which SQLite orders bytewise as MongoDB orders strings; the
// wrapper in tools/ferretdb indexes it beside IDColumn (JSON text, whose order differs for some strings).
const IDTextColumn = DefaultColumn + "->>'$._id'"

// plainField is a top-level field name that needs no quoting in a JSON path (no operator, no dotted path).
var plainField = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// TextColumn is the SQL value of a top-level field (a string as SQL text, an array or object as its JSON text): the
// expression of the filters pushed down to SQLite and of the non-unique indexes that serve them. False for a field
// that is not a plain top-level name.
func TextColumn(field string) (string, bool) {
	if field == "_id" {
		return IDTextColumn, true
	}

	if !plainField.MatchString(field) {
		return "", false
	}

	return fmt.Sprintf(`%s->>'$."%s"'`, DefaultColumn, field), true
}
