module marketplace-api/tools/stripe-mock

go 1.24

require github.com/stripe/stripe-mock v0.203.0 // indirect

require (
	github.com/davecgh/go-spew v1.1.0 // indirect
	github.com/lestrrat-go/jspointer v0.0.0-20181205001929-82fadba7561c // indirect
	github.com/lestrrat-go/jsref v0.0.0-20181205001954-1b590508f37d // indirect
	github.com/lestrrat-go/jsschema v0.0.0-20181205002244-5c81c58ffcc3 // indirect
	github.com/lestrrat-go/jsval v0.0.0-20181205002323-20277e9befc0 // indirect
	github.com/lestrrat-go/pdebug v0.0.0-20180220043849-39f9a71bcabe // indirect
	github.com/lestrrat-go/structinfo v0.0.0-20190212233437-acd51874663b // indirect
	github.com/pkg/errors v0.8.1-0.20170505043639-c605e284fe17 // indirect
	github.com/stretchr/testify v1.3.0 // indirect
	github.com/xeipuuv/gojsonschema v1.2.0 // indirect
)

tool github.com/stripe/stripe-mock
