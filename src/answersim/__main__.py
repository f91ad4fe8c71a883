from answersim.cli.main import main

raise SystemExit(main())
