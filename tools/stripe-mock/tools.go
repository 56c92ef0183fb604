//go:build tools

// Package tools pins stripe-mock in go.mod so that `go build github.com/stripe/stripe-mock` uses this exact version.
package tools

import _ "github.com/stripe/stripe-mock"
