"""Optional integrations (pytest; Ray Data and Haystack when their extras are installed), imported only when used."""
