// Added to FerretDB's SQLite backend when tools/ferretdb is built: the build uses a copy of the module with this
// file added and edits.json applied (scripts/servers/go-dependency-patch.ts).

package sqlite

import (
	"fmt"
	"strings"
	"time"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// maxPushedValues bounds the values of one `$in` pushed down, and maxPushedArguments those of a whole clause (an
// `$or` of many), well below SQLite's limit of bound parameters (32,766).
const (
	maxPushedValues    = 1000
	maxPushedArguments = 10_000
)

var comparisons = map[string]string{"$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<="}

// pushdownWhereClause pushes a filter's top-level conditions down to SQLite where FerretDB pushes only a lone
// `_id` equality: `_id` equality, `$in` and string bounds (served by the `_id` indexes), string equality, `$in` of
// strings and date bounds on other fields (served by a non-unique index led by the field, or else evaluated by
// SQLite instead of decoding every document), and an `$or` of branches made of those. The clause selects every
// document the filter matches and maybe more: conditions it does not know are left out, and a field holding an
// array is always selected (MongoDB matches its elements); the handler filters every row again.
func pushdownWhereClause(filter *types.Document) (string, []any) {
	if filter == nil {
		return "", nil
	}

	terms, args := filterTerms(filter)
	if len(terms) == 0 || len(args) > maxPushedArguments {
		return "", nil
	}

	return " WHERE " + strings.Join(terms, " AND "), args
}

// filterTerms are the conditions pushed for a filter's top-level keys, all of which a match meets.
func filterTerms(filter *types.Document) ([]string, []any) {
	var terms []string
	var args []any

	for _, key := range filter.Keys() {
		value := must.NotFail(filter.Get(key))

		var keyTerms []string
		var keyArgs []any

		switch {
		case key == "_id":
			keyTerms, keyArgs = idTerms(value)
		case key == "$or":
			keyTerms, keyArgs = orTerms(value)
		default:
			if column, plain := metadata.TextColumn(key); plain {
				keyTerms, keyArgs = fieldTerms(column, value)
			}
		}

		terms = append(terms, keyTerms...)
		args = append(args, keyArgs...)
	}

	return terms, args
}

// orTerms is an `$or` as one condition, when every branch has conditions to push; a branch without any matches
// documents the clause cannot restrict, so then nothing is pushed.
func orTerms(value any) ([]string, []any) {
	branches, ok := value.(*types.Array)
	if !ok || branches.Len() == 0 {
		return nil, nil
	}

	ors := make([]string, 0, branches.Len())

	var args []any

	for i := 0; i < branches.Len(); i++ {
		branch, isDocument := must.NotFail(branches.Get(i)).(*types.Document)
		if !isDocument {
			return nil, nil
		}

		terms, branchArgs := filterTerms(branch)
		if len(terms) == 0 {
			return nil, nil
		}

		ors = append(ors, "("+strings.Join(terms, " AND ")+")")
		args = append(args, branchArgs...)
	}

	return []string{"(" + strings.Join(ors, " OR ") + ")"}, args
}

// idTerms are the conditions on `_id`: an equality or `$in` of strings or ObjectIDs, encoded as FerretDB encodes the
// `_id` of its own equality, and string bounds on metadata.IDTextColumn.
func idTerms(value any) ([]string, []any) {
	switch value := value.(type) {
	case string, types.ObjectID:
		return []string{metadata.IDColumn + " = ?"}, []any{string(must.NotFail(sjson.MarshalSingleValue(value)))}
	case *types.Document:
		return operatorTerms(value, operatorRules{
			idValues: true,
			in: func(placeholders string) string {
				return fmt.Sprintf("%s IN (%s)", metadata.IDColumn, placeholders)
			},
			bound: func(comparison string, operand any) (string, any, bool) {
				bound, isString := operand.(string)
				return fmt.Sprintf("%s %s ?", metadata.IDTextColumn, comparison), bound, isString
			},
		})
	default:
		return nil, nil
	}
}

// fieldTerms are the conditions on another top-level field, by its metadata.TextColumn: a string equality, `$in` of
// strings, and date bounds (a date is stored as milliseconds since the epoch; SQLite orders every number below any
// text, as MongoDB compares dates with dates only). A value whose JSON text starts with `[` is selected too, for an
// array may hold a match; that bound keeps each condition on the column, so a non-unique index led by the field
// serves it.
func fieldTerms(column string, value any) ([]string, []any) {
	orMayBeArray := fmt.Sprintf(`OR (%s >= '[' AND %s < '\')`, column, column)

	switch value := value.(type) {
	case string:
		return []string{fmt.Sprintf("(%s = ? %s)", column, orMayBeArray)}, []any{value}
	case *types.Document:
		return operatorTerms(value, operatorRules{
			in: func(placeholders string) string {
				return fmt.Sprintf("(%s IN (%s) %s)", column, placeholders, orMayBeArray)
			},
			bound: func(comparison string, operand any) (string, any, bool) {
				bound, isDate := operand.(time.Time)
				return fmt.Sprintf("(%s %s ? %s)", column, comparison, orMayBeArray), bound.UnixMilli(), isDate
			},
		})
	default:
		return nil, nil
	}
}

// operatorRules say how a column's operators are pushed: `in` writes an `$in` of pushable values (see inValues,
// `_id` values when idValues) around their placeholders; `bound` writes a comparison and its argument, or declines
// an operand it cannot push.
type operatorRules struct {
	idValues bool
	in       func(placeholders string) string
	bound    func(comparison string, operand any) (string, any, bool)
}

// operatorTerms are the conditions of an operator document (`{$in: [...], $gt: ...}`) the rules can push; the other
// operators are left to the handler.
func operatorTerms(operators *types.Document, rules operatorRules) ([]string, []any) {
	var terms []string
	var args []any

	for _, operator := range operators.Keys() {
		operand := must.NotFail(operators.Get(operator))

		if operator == "$in" {
			if values := inValues(operand, rules.idValues); values != nil {
				terms = append(terms, rules.in(placeholders(len(values))))
				args = append(args, values...)
			}

			continue
		}

		if comparison, known := comparisons[operator]; known {
			if term, arg, pushable := rules.bound(comparison, operand); pushable {
				terms = append(terms, term)
				args = append(args, arg)
			}
		}
	}

	return terms, args
}

// inValues are the arguments of an `$in` whose values are all strings (or, for `_id`, ObjectIDs too), encoded as
// FerretDB encodes an `_id` for `_id`; nil for any other `$in`.
func inValues(operand any, id bool) []any {
	array, ok := operand.(*types.Array)
	if !ok || array.Len() == 0 || array.Len() > maxPushedValues {
		return nil
	}

	values := make([]any, 0, array.Len())

	for i := 0; i < array.Len(); i++ {
		switch value := must.NotFail(array.Get(i)).(type) {
		case string:
			if id {
				values = append(values, string(must.NotFail(sjson.MarshalSingleValue(value))))
			} else {
				values = append(values, value)
			}
		case types.ObjectID:
			if !id {
				return nil
			}

			values = append(values, string(must.NotFail(sjson.MarshalSingleValue(value))))
		default:
			return nil
		}
	}

	return values
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}
